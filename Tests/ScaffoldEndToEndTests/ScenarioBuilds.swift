import Foundation

/// The suite's slow work, started together the first time a test asks for any of it: the scenario package built
/// and tested on the stand-ins in each language mode (`StandInsBuild`), `Tests/StandIns/check.sh`, and every iOS
/// scenario compiled against the iOS SDK in every language setting (`IOSSDKBuild`), when there is an SDK.
///
/// A SwiftPM build leaves a core idle much of the time and a `swiftc` uses one, so the jobs are shared out to one
/// worker per core (at least two, at most eight): the suite waits for the longest chain instead of the sum. The
/// first test to ask waits for every job; the others read what was recorded.
enum ScenarioBuilds {
    /// One compilation of a scenario against the iOS SDK.
    struct SDKJob: Hashable, Sendable {
        var module: String
        var mode: IOSSDKBuild.Mode
    }

    /// What the scenario package printed in `mode`.
    static func standIns(_ mode: StandInsBuild.LanguageMode) throws -> StandInsBuild.Outcome {
        guard let result = recorded.standIns[mode] else { throw ScenarioError("no stand-ins build in \(mode)") }
        return try result.get()
    }

    /// The errors and warnings outside the SDK of `module` compiled in `mode` (none: it is clean).
    static func sdkProblems(_ module: String, _ mode: IOSSDKBuild.Mode) throws -> [String] {
        guard let result = recorded.sdk[SDKJob(module: module, mode: mode)] else {
            throw ScenarioError("\(module) was not compiled against the iOS SDK in \(mode.rawValue)")
        }
        return try result.get()
    }

    /// What `Tests/StandIns/check.sh` printed (standard output and error together) and its exit status.
    static func checkScript() throws -> ProcessResult {
        try recorded.checkScript.get()
    }

    private enum Job: Sendable {
        case standIns(StandInsBuild.LanguageMode)
        case checkScript
        case sdk(SDKJob, Scenario, IOSSDK)
    }

    /// Every job's result, filled by the workers under `lock`.
    private final class Results: @unchecked Sendable {
        let lock = NSLock()
        var standIns: [StandInsBuild.LanguageMode: Result<StandInsBuild.Outcome, ScenarioError>] = [:]
        var sdk: [SDKJob: Result<[String], ScenarioError>] = [:]
        var checkScript: Result<ProcessResult, ScenarioError> = .failure(ScenarioError("check.sh did not run"))
        var next = 0

        func record(_ body: (Results) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            body(self)
        }
    }

    private static let recorded: Results = {
        let jobs = plannedJobs()
        let results = Results()
        let workers = min(max(2, ProcessInfo.processInfo.activeProcessorCount), 8)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                var index = 0
                results.record { index = $0.next; $0.next += 1 }
                guard index < jobs.count else { return }
                run(jobs[index], into: results)
            }
        }
        return results
    }()

    /// The Swift 6 stand-ins build first, then the SDK compilations (one core each) beside it, the largest first,
    /// then the two builds that can share the machine with each other.
    private static func plannedJobs() -> [Job] {
        var sdkJobs: [Job] = []
        if let sdk = try? IOSSDK.available() {
            let scenarios = EndToEndScenarios.all.filter(\.compilesAgainstIOS)
                .sorted { $0.module == "Catalog" && $1.module != "Catalog" }
            for scenario in scenarios {
                for mode in IOSSDKBuild.Mode.allCases {
                    sdkJobs.append(.sdk(SDKJob(module: scenario.module, mode: mode), scenario, sdk))
                }
            }
        }
        return [.standIns(.swift6)] + sdkJobs + [.standIns(.swift5), .checkScript]
    }

    private static func run(_ job: Job, into results: Results) {
        switch job {
        case .standIns(let mode):
            let outcome = Result { try StandInsBuild.build(mode) }.mapError(ScenarioError.init(wrapping:))
            results.record { $0.standIns[mode] = outcome }
        case .checkScript:
            let outcome = Result { try StandInsCheck.run() }.mapError(ScenarioError.init(wrapping:))
            results.record { $0.checkScript = outcome }
        case .sdk(let key, let scenario, let sdk):
            let problems = Result { try IOSSDKBuild.problems(scenario, mode: key.mode, sdk: sdk) }
                .mapError(ScenarioError.init(wrapping:))
            results.record { $0.sdk[key] = problems }
        }
    }
}
