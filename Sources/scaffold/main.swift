#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldCLI
import ScaffoldKit

exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst()), fileSystem: POSIXFileSystem(),
                       environment: ProcessEnvironment.current()))
