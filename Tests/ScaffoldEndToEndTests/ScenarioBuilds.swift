import Foundation

/// The suite's slow work, started together the first time a test asks for any of it: the scenario package built
/// and tested on the stand-ins in Swift 6 then in Swift 5 (`StandInsBuild`), the stand-ins' rejections
/// (`StandInsCheck`) and the adoption run (`AdoptionRun`) once the Swift 6 build has made the stand-ins, every iOS
/// scenario compiled against the iOS SDK in every language setting (`IOSSDKBuild`), when there is an SDK, and the
/// apps of `Tests/Fixtures/RealApps` (`RealAppRun`, one job each).
///
/// A SwiftPM build leaves a core idle much of the time (resolving, linking, running tests) and a `swiftc` uses one,
/// so the jobs are shared out to one worker more than there are cores (at most eight): the suite waits for the
/// longest chain instead of the sum. That chain is the package's two builds, one after the other: the other jobs'
/// programs run at a lower priority, so that they fill the cores it leaves idle instead of slowing it. The first
/// test to ask waits for every job; the others read what was recorded.
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
        /// Both language modes' builds and test runs, one after the other (they share a scratch folder).
        case scenarioPackage
        case rejections
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
        var builtModules: URL?
        /// Left when the Swift 6 build ended (`builtModules` is set).
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

        /// The stand-in modules once the Swift 6 build has ended; nil if it failed.
        func swift6Modules() -> URL? {
            swift6Built.wait()
            var modules: URL?
            record { modules = $0.builtModules }
            return modules
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
                while let job = results.nextJob(of: jobs) {
                    // The scenario package is the longest chain: the other jobs get what it leaves of the cores.
                    if case .scenarioPackage = job {} else {
                        Thread.current.threadDictionary[ProcessRunner.backgroundKey] = true
                    }
                    run(job, into: results)
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        return results
    }()

    /// The scenario package first, the longest chain; then the SDK compilations, one core and a few seconds each,
    /// the largest first, and the real apps, which fill the cores as the builds go on; the rejections and the
    /// adoption run last, which wait for the Swift 6 build (not for its tests or the Swift 5 build), so that the
    /// run ends in small pieces on every core.
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
        return [.scenarioPackage] + sdkJobs + apps + [.rejections, .adoption]
    }

    private static func run(_ job: Job, into results: Results) {
        switch job {
        case .scenarioPackage:
            for mode in StandInsBuild.LanguageMode.allCases {
                let build = Result { try StandInsBuild.build(mode) }
                if mode == .swift6 {
                    // The rejections and the adoption run need the stand-ins only: they go on while the tests run.
                    let modules = (try? build.get())?.status == 0 ? StandInsBuild.modules : nil
                    results.record { $0.builtModules = modules }
                    results.swift6Built.leave()
                }
                let outcome = build.flatMap { built in Result { try StandInsBuild.test(mode, after: built) } }
                    .mapError(ScenarioError.init(wrapping:))
                results.record { $0.standIns[mode] = outcome }
            }
        case .rejections:
            let rejections = Result {
                guard let modules = results.swift6Modules() else {
                    throw ScenarioError("the Swift 6 build of the stand-ins failed")
                }
                return try StandInsCheck.rejections(modules: modules)
            }.mapError(ScenarioError.init(wrapping:))
            results.record { $0.rejections = rejections }
        case .adoption:
            let failures = Result {
                try AdoptionRun.run(standInModules: results.swift6Modules)
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
