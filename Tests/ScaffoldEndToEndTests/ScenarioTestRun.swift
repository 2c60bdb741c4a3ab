import Foundation

/// One `swift test` run of every scenario's tests, told apart by module, so that each scenario's test reads only
/// what its own generated tests printed (as a run filtered to its module would), without a start of SwiftPM per
/// module.
///
/// XCTest prints a class's suite without its module, and scenarios share class names (`AppDelegateForwardingTests`),
/// but it runs the classes in the order `swift test list` prints them, module after module: the suites of the run are
/// matched in that order to the listed classes, and a run whose suites are not in that order is an error.
enum ScenarioTestRun {
    /// What the run printed for each module: its classes' suites, as printed, and the Swift Testing run when the
    /// module has Swift Testing tests (the only ones in the run, or it is shared by the modules that have some).
    /// A module's status is non-zero when one of its suites failed or is missing, or its Swift Testing tests did
    /// not pass, or when the run failed and no module's tests did; its stderr is the run's.
    static func byModule(_ run: ProcessResult, listing: String) throws -> [String: ProcessResult] {
        let listed = listedClasses(listing)
        let suites = try suitesInOrder(run.stdout, expected: listed.xctest.map(\.name))
        let swiftTesting = run.stdout.range(of: "\n◇ Test run started.").map { String(run.stdout[$0.lowerBound...]) }
        var texts: [String: String] = [:]
        var failed: Set<String> = []
        for (index, listedClass) in listed.xctest.enumerated() {
            let text = index < suites.count ? suites[index] : ""
            texts[listedClass.module, default: ""] += text
            if !text.contains("Test Suite '\(listedClass.name)' passed at ") || text.contains("' failed (") {
                failed.insert(listedClass.module)
            }
        }
        for module in listed.swiftTesting {
            texts[module, default: ""] += swiftTesting ?? ""
            let passed = swiftTesting?.range(of: #"\n✔ Test run with [0-9]+ tests? in [0-9]+ suites? passed"#,
                                             options: .regularExpression) != nil
            if !passed { failed.insert(module) }
        }
        // A failed run with no module to blame (a crash before any suite, SwiftPM itself) fails every module.
        let unexplained = run.status != 0 && failed.isEmpty
        return texts.reduce(into: [:]) { results, entry in
            let failing = failed.contains(entry.key) || unexplained
            results[entry.key] = ProcessResult(status: failing ? max(run.status, 1) : 0, stdout: entry.value,
                                               stderr: run.stderr)
        }
    }

    /// A test class as `swift test list` names it.
    private struct ListedClass: Equatable {
        var module: String
        var name: String
    }

    /// The XCTest classes in the order listed (`Module.Class/test`), and the modules with Swift Testing tests
    /// (`Module.Suite/function()`).
    private static func listedClasses(_ listing: String) -> (xctest: [ListedClass], swiftTesting: Set<String>) {
        var classes: [ListedClass] = []
        var swiftTesting: Set<String> = []
        for line in listing.split(separator: "\n") {
            guard let dot = line.firstIndex(of: "."), let slash = line.firstIndex(of: "/"), dot < slash else {
                continue
            }
            let module = String(line[..<dot])
            if line.hasSuffix(")") {
                swiftTesting.insert(module)
                continue
            }
            let listedClass = ListedClass(module: module, name: String(line[line.index(after: dot)..<slash]))
            if classes.last != listedClass { classes.append(listedClass) }
        }
        return (classes, swiftTesting)
    }

    /// The text of each class's suite, from its start to its summary, in the order run; throws when a suite is
    /// not the class listed at its place.
    private static func suitesInOrder(_ output: String, expected: [String]) throws -> [String] {
        var suites: [String] = []
        var current: String?
        for line in output.components(separatedBy: "\n") {
            if let name = startedSuite(line), name != "All tests", !name.hasSuffix(".xctest") {
                guard current == nil, suites.count < expected.count, expected[suites.count] == name else {
                    throw ScenarioError("the run's suite \(suites.count + 1), '\(name)', is not the class listed at "
                        + "its place (\(suites.count < expected.count ? expected[suites.count] : "none"))")
                }
                current = ""
            }
            guard current != nil else { continue }
            current! += line + "\n"
            if line.hasPrefix("\t Executed ") {
                suites.append(current!)
                current = nil
            }
        }
        if let current { suites.append(current) }  // cut short: the run ended in it
        return suites
    }

    /// The name of the suite `line` says started, if it does.
    private static func startedSuite(_ line: String) -> String? {
        guard line.hasPrefix("Test Suite '"), let end = line.range(of: "' started at ") else { return nil }
        return String(line[line.index(line.startIndex, offsetBy: 12)..<end.lowerBound])
    }
}
