import Foundation

/// The suite's slow work, started together the first time a test asks for any of it: the scenario package built
/// and tested on the stand-ins in each language mode (`StandInsBuild`), then in Swift 6 the stand-ins' rejections
/// (`StandInsCheck`), every iOS scenario compiled against the iOS SDK in every language setting (`IOSSDKBuild`),
/// when there is an SDK, the apps of `Tests/Fixtures/RealApps` (`RealAppRun`, one job each) and the adoption run
/// (`AdoptionRun`).
///
/// A SwiftPM build leaves a core idle much of the time (resolving, linking, running tests) and a `swiftc` uses one,
/// so the jobs are shared out to one worker more than there are cores (at most eight): the suite waits for the
/// longest chain instead of the sum. The first test to ask waits for every job; the others read what was recorded.
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

    /// What `check.sh`'s rejections printed against the Swift 6 build's stand-ins, and its exit status.
    static func rejections() throws -> ProcessResult {
        try recorded.rejections.get()
    }

    /// The failures of `scaffold adopt` on the fixture apps and of their builds (`AdoptionRun`).
    static func adoption() throws -> [String] {
        try recorded.adoption.get()
    }

    /// How the migration of the real app `name` went (`RealAppRun`).
    static func realApp(_ name: String) throws -> RealAppRun.Outcome {
        guard let result = recorded.realApps[name] else { throw ScenarioError("no real-app run of \(name)") }
        return try result.get()
    }

    private enum Job: Sendable {
        case standIns(StandInsBuild.LanguageMode)
        case adoption
        case sdk(SDKJob, Scenario, IOSSDK)
        case realApp(RealAppScenario, IOSSDK?)
    }

    /// Every job's result, filled by the workers under `lock`.
    private final class Results: @unchecked Sendable {
        let lock = NSLock()
        var standIns: [StandInsBuild.LanguageMode: Result<StandInsBuild.Outcome, ScenarioError>] = [:]
        var sdk: [SDKJob: Result<[String], ScenarioError>] = [:]
        var rejections: Result<ProcessResult, ScenarioError> = .failure(ScenarioError("check.sh did not run"))
        var adoption: Result<[String], ScenarioError> = .failure(ScenarioError("the adoption run did not run"))
        var realApps: [String: Result<RealAppRun.Outcome, ScenarioError>] = [:]
        var next = 0
        /// The stand-in modules of the Swift 6 build, when it succeeded: the rejections and the adoption run
        /// compile against them.
        var swift6Modules: URL?
        /// Left when the Swift 6 build ended (`swift6Modules` is set).
        let swift6Built: DispatchGroup = {
            let group = DispatchGroup()
            group.enter()
            return group
        }()

        /// The next job no worker has taken; nil when all are taken.
        func nextJob(of jobs: [Job]) -> Job? {
            lock.lock()
            defer { lock.unlock() }
            guard next < jobs.count else { return nil }
            next += 1
            return jobs[next - 1]
        }

        func record(_ body: (Results) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            body(self)
        }
    }

    private static let recorded: Results = {
        let jobs = plannedJobs()
        let results = Results()
        let workers = min(ProcessInfo.processInfo.activeProcessorCount + 1, 8)
        // Threads of their own: `concurrentPerform` would run no more workers at once than there are cores.
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            Thread {
                while let job = results.nextJob(of: jobs) { run(job, into: results) }
                finished.leave()
            }.start()
        }
        finished.wait()
        return results
    }()

    /// The two stand-in builds first, then the SDK compilations, one core and a few seconds each, the largest first,
    /// which fill the cores as the builds go on; then the adoption run, which waits for the Swift 6 build (not for
    /// its tests); the real apps last, so that the run ends in small pieces on every core.
    private static func plannedJobs() -> [Job] {
        var sdkJobs: [Job] = []
        let sdk = try? IOSSDK.available()
        if let sdk {
            let scenarios = EndToEndScenarios.all.filter(\.compilesAgainstIOS)
                .sorted { $0.module == "Catalog" && $1.module != "Catalog" }
            for scenario in scenarios {
                for mode in IOSSDKBuild.Mode.allCases {
                    sdkJobs.append(.sdk(SDKJob(module: scenario.module, mode: mode), scenario, sdk))
                }
            }
        }
        let apps = ((try? RealAppScenario.all()) ?? []).map { Job.realApp($0, sdk) }
        return [.standIns(.swift6), .standIns(.swift5)] + sdkJobs + [.adoption] + apps
    }

    private static func run(_ job: Job, into results: Results) {
        switch job {
        case .standIns(let mode):
            let build = Result { try StandInsBuild.build(mode) }
            if mode == .swift6 {
                // The adoption run and the rejections need the stand-ins only: they go on while the tests run.
                let modules = (try? build.get())?.status == 0 ? StandInsBuild.modules(mode) : nil
                results.record { $0.swift6Modules = modules }
                results.swift6Built.leave()
                if let modules {
                    let rejections = Result { try StandInsCheck.rejections(modules: modules) }
                        .mapError(ScenarioError.init(wrapping:))
                    results.record { $0.rejections = rejections }
                }
            }
            let outcome = build.flatMap { built in Result { try StandInsBuild.test(mode, after: built) } }
                .mapError(ScenarioError.init(wrapping:))
            results.record { $0.standIns[mode] = outcome }
        case .adoption:
            let failures = Result {
                try AdoptionRun.run(standInModules: {
                    results.swift6Built.wait()
                    var modules: URL?
                    results.record { modules = $0.swift6Modules }
                    return modules
                })
            }.mapError(ScenarioError.init(wrapping:))
            results.record { $0.adoption = failures }
        case .realApp(let app, let sdk):
            let outcome = Result { try RealAppRun.run(app, sdk: sdk) }.mapError(ScenarioError.init(wrapping:))
            results.record { $0.realApps[app.name] = outcome }
        case .sdk(let key, let scenario, let sdk):
            let problems = Result { try IOSSDKBuild.problems(scenario, mode: key.mode, sdk: sdk) }
                .mapError(ScenarioError.init(wrapping:))
            results.record { $0.sdk[key] = problems }
        }
    }
}
