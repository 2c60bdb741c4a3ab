import Foundation
import XCTest

/// Issue 23: every file is its old bytes or its new bytes at every instant, and the next run repairs. The built
/// `scaffold` is killed (SIGKILL) at random moments of `generate` on a project of many responsibilities, `add`,
/// `adopt`, `migrate`, a peel-off and a sandboxed `generate`: half the kills at a random time of a run, half just after
/// its first file appeared. After each kill every file is old or new (sandboxed: or the start of its new bytes, which
/// is all an in-place write can promise, and which each sandboxed trial also makes by hand); the next run leaves the
/// project exactly old or new (`generate`: new), with no temporary left and `generate --check` clean.
///
/// `SCAFFOLD_KILL_TRIALS` sets the kills per command (2 by default, to keep `swift test` short) and
/// `SCAFFOLD_KILL_RESPONSIBILITIES` the project's size (50 by default).
final class KillTests: XCTestCase {
    private let environment = ProcessInfo.processInfo.environment
    private var trials: Int { environment["SCAFFOLD_KILL_TRIALS"].flatMap { Int($0) } ?? 2 }
    private var size: Int { environment["SCAFFOLD_KILL_RESPONSIBILITIES"].flatMap { Int($0) } ?? 50 }
    private let peel = ["add", "component", "Push", "--from", "Legacy", "--methods",
                        "application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
                            + "application(_:didFailToRegisterForRemoteNotificationsWithError:),"
                            + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"]

    func testKillingGenerateLeavesOldOrNewFilesAndTheNextRunFinishesIt() throws {
        try KillTrials(name: "generate", command: ["generate"], trials: trials) { old in
            try KillTrials.manifest(responsibilities: self.size).write(
                to: old.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        }.run(expecting: .new)
    }

    func testKillingAddLeavesTheProjectOldOrNew() throws {
        try KillTrials(name: "add", command: ["add", "component", "Extra", "--preset", "push"], trials: trials) { old in
            try KillTrials.manifest(responsibilities: self.size).write(
                to: old.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
            try KillTrials.scaffold(["generate"], in: old)
        }.run(expecting: .oldOrNew)
    }

    func testKillingAdoptIsUndoneOrFinishedByTheNextAdopt() throws {
        try KillTrials(name: "adopt", command: ["adopt", "Sources/Groceries/AppDelegate.swift"], trials: trials,
                       nextRun: ["adopt", "Sources/Groceries/AppDelegate.swift"]) { old in
            try KillTrials.copyFixture(to: old)
        }.run(expecting: .new)
    }

    /// `migrate` adopts, writes the manifest and the Info.plist with every file: a kill half-way is undone by the next
    /// `migrate`, which then finishes (or, when the killed run had finished, has nothing to do).
    func testKillingMigrateIsUndoneOrFinishedByTheNextMigrate() throws {
        try KillTrials(name: "migrate", command: ["migrate"], trials: trials, nextRun: ["migrate"]) { old in
            try FileManager.default.removeItem(at: old)
            try FileManager.default.copyItem(
                at: TestPaths.repository.appendingPathComponent("Tests/Fixtures/Migration/Apps/Recipes"), to: old)
        }.run(expecting: .new)
    }

    /// `init` writes the manifest with every file: a kill half-way is undone by the next `init`, which then finishes.
    func testKillingInitIsUndoneAndFinishedByTheNextInit() throws {
        try KillTrials(name: "init", command: ["init", "--example"], trials: trials,
                       nextRun: ["init", "--example"]) { _ in }.run(expecting: .new)
    }

    func testKillingAPeelOffLeavesTheProjectOldOrNew() throws {
        try KillTrials(name: "peel-off", command: peel, trials: trials) { old in
            try KillTrials.copyFixture(to: old)
            try KillTrials.scaffold(["adopt", "Sources/Groceries/AppDelegate.swift"], in: old)
        }.run(expecting: .oldOrNew)
    }

    func testKillingASandboxedGenerateIsRepairedByTheNextOne() throws {
        try KillTrials(name: "sandboxed", command: ["--sandboxed", "generate"], trials: trials,
                       nextRun: ["--sandboxed", "generate"], inPlace: true) { old in
            let manifest = old.appendingPathComponent("scaffold.yml")
            try KillTrials.manifest(responsibilities: self.size).write(to: manifest, atomically: true, encoding: .utf8)
            try KillTrials.scaffold(["generate"], in: old)
            try KillTrials.manifest(responsibilities: self.size, firstLeafMethods: 2)
                .write(to: manifest, atomically: true, encoding: .utf8)
        }.run(expecting: .new)
    }
}
