#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ScaffoldBenchKit

// scaffold-bench: run as `swift run -c release scaffold-bench [--json PATH] [--quick]`.
// Exits 1 when a no-op rerun wrote a file (or the benchmark could not run), 0 otherwise; missed speed targets
// are reported in the table, not in the exit status, since they depend on the machine.
func progress(_ text: String) {
    fflush(nil)  // the table (stdout) before progress (stderr)
    FileHandle.standardError.write(Data(("scaffold-bench: " + text + "\n").utf8))
}

do {
    let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    if let folder = options.projectFolder {
        for (path, text) in SyntheticProject.files(.large) { try TextFile.write(text, to: folder + "/" + path) }
        progress("wrote the inputs of \(BenchmarkShape.large) into \(folder); run 'scaffold generate' there")
        exit(0)
    }
    if let folder = options.typicalProjectFolder {
        try TextFile.write(try BenchmarkRun.typicalManifest(), to: folder + "/scaffold.yml")
        progress("wrote the typical project's scaffold.yml into \(folder); run 'scaffold generate' there")
        exit(0)
    }
    let report = try BenchmarkRun(options: options, log: progress).run()
    print("\(report.command)  (\(report.machine))\n")
    print(ReportTable.render(report))
    if let path = options.jsonPath {
        try report.json().write(to: URL(fileURLWithPath: path))
        progress("wrote \(path)")
    }
    let noOpWrites = report.rows.filter { $0.name.contains("no-op") }.compactMap(\.writes).reduce(0, +)
    if noOpWrites != 0 {
        progress("FAILED: a no-op rerun wrote \(noOpWrites) file(s)")
        exit(1)
    }
} catch {
    progress("error: \(error)")
    exit(1)
}
