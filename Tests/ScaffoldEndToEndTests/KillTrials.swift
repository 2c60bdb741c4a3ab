import Foundation
import XCTest

/// One command killed again and again on copies of one project (`KillTests`): the project before (old) and after an
/// uninterrupted run (new), then per trial a copy, a kill, the checks, the next run and the checks again.
struct KillTrials {
    /// What the next run must leave.
    enum Outcome {
        /// The command's result: the next run finishes what the killed one began.
        case new
        /// Either the project before or after the command: a killed transaction is undone, or it had finished.
        case oldOrNew
    }

    let name: String
    let command: [String]
    let trials: Int
    /// The run after a kill; `generate` unless said.
    var nextRun = ["generate"]
    /// Sandboxed runs write in place: a killed write leaves the start of the new bytes.
    var inPlace = false
    /// Writes the project before the command into the (empty) folder.
    let prepare: (URL) throws -> Void

    init(name: String, command: [String], trials: Int, nextRun: [String] = ["generate"], inPlace: Bool = false,
         prepare: @escaping (URL) throws -> Void) {
        self.name = name
        self.command = command
        self.trials = trials
        self.nextRun = nextRun
        self.inPlace = inPlace
        self.prepare = prepare
    }

    func run(expecting outcome: Outcome, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try TestPaths.temporaryFolder("kill-\(name)")
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old")
        let new = root.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try prepare(old)
        try FileManager.default.copyItem(at: old, to: new)
        let start = Date()
        try Self.scaffold(command, in: new)
        let duration = Date().timeIntervalSince(start)
        let (before, after) = (try Self.tree(old), try Self.tree(new))
        // A trial whose files are exactly old or new checks as they do: each is checked once, here.
        for folder in outcome == .new ? [new] : [new, old] {
            let check = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
            XCTAssertEqual(check.status, 0, "\(name): " + check.stdout + check.stderr, file: file, line: line)
        }
        var mid = 0
        for trial in 0..<trials {
            let folder = root.appendingPathComponent("trial\(trial)")
            try FileManager.default.copyItem(at: old, to: folder)
            try kill(in: folder, watchingFirstChange: trial % 2 == 1, duration: duration)
            let killed = try Self.tree(folder)
            if killed != before && killed != after { mid += 1 }
            for (path, bytes) in killed where !Self.isLeftBehind(path) {
                let allowed = bytes == before[path] || bytes == after[path]
                    || (inPlace && after[path].map { $0.starts(with: bytes) } == true)
                XCTAssertTrue(allowed, "\(name), trial \(trial): after the kill '\(path)' is neither old nor new "
                    + "(\(bytes.count) bytes)", file: file, line: line)
            }
            if inPlace { try cutShort(in: folder, before: before, after: after) }
            let next = try ProcessRunner.run(TestPaths.scaffold, nextRun, in: folder)
            let refusedAgain = next.status == 1 && (nextRun.first == "adopt" && next.stderr.contains("adopted already")
                || nextRun.first == "init" && next.stderr.contains("'scaffold.yml' already exists"))
            XCTAssertTrue(next.status == 0 || refusedAgain, "\(name), trial \(trial): \(next.stderr)", file: file,
                          line: line)
            let repaired = try Self.tree(folder)
            let expected = outcome == .new ? repaired == after : repaired == before || repaired == after
            XCTAssertTrue(expected, "\(name), trial \(trial): the next run left "
                + Self.difference(repaired, before, after).joined(separator: ", "), file: file, line: line)
            if repaired != before && repaired != after {
                let check = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
                XCTAssertEqual(check.status, 0, "\(name), trial \(trial): " + check.stdout + check.stderr,
                               file: file, line: line)
            }
            try FileManager.default.removeItem(at: folder)
        }
        print("KillTrials \(name): \(trials) kills, \(mid) in the middle of writing (a run takes \(duration) s)")
    }

    /// Starts the command in `folder` and kills it: after a random part of `duration`, or a random instant (up to
    /// 5 ms) after the first change to the folders it writes.
    private func kill(in folder: URL, watchingFirstChange: Bool, duration: Double) throws {
        let watched = Self.watchedFolders(folder)
        let listings = watched.map { try? FileManager.default.contentsOfDirectory(atPath: $0.path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.scaffold)
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = Date()
        if watchingFirstChange {
            while process.isRunning && Date().timeIntervalSince(start) < 30
                && watched.map({ try? FileManager.default.contentsOfDirectory(atPath: $0.path) }) == listings {}
            usleep(UInt32.random(in: 0...5_000))
        } else {
            usleep(UInt32(Double.random(in: 0.5...1.05) * duration * 1_000_000))
        }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// An in-place write is a millisecond, which random kills seldom hit: what one leaves, the start of a file's new
    /// bytes, is made here, cutting one file the command changes at a random length.
    private func cutShort(in folder: URL, before: [String: Data], after: [String: Data]) throws {
        guard let path = after.keys.sorted().filter({ before[$0] != after[$0] }).randomElement(),
              let bytes = after[path] else { return }
        try bytes.prefix(Int.random(in: 0..<bytes.count)).write(to: folder.appendingPathComponent(path))
    }

    /// The folders the commands write in: the project's, and the generated, leaf and module folders.
    private static func watchedFolders(_ folder: URL) -> [URL] {
        ["", "Sources/App/Generated", "Sources/App/Components", "Sources/Groceries",
         "Sources/Groceries/AppDelegate/Components"].map { folder.appendingPathComponent($0) }
    }

    /// The journal, and temporaries (`.NAME.scaffold-PID-N`): what a kill may leave for the next run.
    private static func isLeftBehind(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == ".scaffold-journal" || (name.hasPrefix(".") && name.contains(".scaffold-"))
    }

    /// The paths where `tree` differs from both `old` and `new`.
    private static func difference(_ tree: [String: Data], _ old: [String: Data], _ new: [String: Data]) -> [String] {
        Set(tree.keys).union(old.keys).union(new.keys).filter { tree[$0] != old[$0] && tree[$0] != new[$0] }.sorted()
    }

    /// Every file below `folder`, by relative path.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        for path in paths {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func scaffold(_ arguments: [String], in folder: URL) throws {
        let run = try ProcessRunner.run(TestPaths.scaffold, arguments, in: folder)
        guard run.status == 0 else {
            throw NSError(domain: "KillTrials", code: Int(run.status),
                          userInfo: [NSLocalizedDescriptionKey: "\(arguments): " + run.stderr])
        }
    }

    /// The adopted-app fixture with push notifications and Core Data.
    static func copyFixture(to folder: URL) throws {
        let fixture = TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption/PushCoreData/Sources")
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("Sources"))
    }

    /// A manifest of `responsibilities` leaves, each listing one or two methods of the catalog's app delegate.
    static func manifest(responsibilities: Int, firstLeafMethods: Int = 1) -> String {
        let methods = ["application(_:didFinishLaunchingWithOptions:)",
                       "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"]
        var text = "protocol: UIApplicationDelegate\ncomposite: AppDelegate\nmodule: App\npaths: {generated: "
            + "Sources/App/Generated, components: Sources/App/Components, tests: Tests/AppTests}\nresponsibilities:\n"
        for index in 0..<responsibilities {
            let listed = index == 0 ? Array(methods.prefix(firstLeafMethods)) : [methods[index % 2]]
            text += "  - {name: R\(String(format: "%05d", index)), methods: [\(listed.joined(separator: ", "))]}\n"
        }
        return text
    }
}
