#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldKit

let fileSystem = POSIXFileSystem()
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst()), fileSystem: fileSystem,
                       records: RunRecordStore.standard(fileSystem: fileSystem)))
