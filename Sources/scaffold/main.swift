#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldKit

// One command, then exit: the memory of the run is given back with the process, not freed object by object.
ProcessLifetime.keepValuesUntilExit()
// Commands that generate start their helper threads now, while the manifest is read (others need none).
if let command = CommandLine.arguments.dropFirst().first, ["generate", "init", "add", "remove"].contains(command) {
    HelperThreads.start()
}
let fileSystem = POSIXFileSystem()
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst()), fileSystem: fileSystem,
                       records: RunRecordStore.standard(fileSystem: fileSystem)))
