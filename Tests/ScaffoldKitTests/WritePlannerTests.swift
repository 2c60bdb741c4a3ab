import XCTest
@testable import ScaffoldKit

/// What the planner repairs (what a kill cut short) and what it refuses (anything but a regular file in the way).
final class WritePlannerTests: XCTestCase {
    private let marker = GeneratedFile.marker
    private lazy var composite = "\(marker)\nfinal class AppDelegate {}\n"

    private func plan(_ fs: InMemoryFileSystem, _ files: [GeneratedFile], policy: SandboxPolicy = .unconfined)
        -> WritePlan
    {
        WritePlanner(fileSystem: fs, policy: policy).plan(root: "/p", files: files, sweptFolders: ["G"])
    }

    private func generated(_ text: String) -> GeneratedFile {
        GeneratedFile(path: "G/AppDelegate.swift", contents: text, ownership: .generated)
    }

    func testAGeneratedFileCutShortIsRepaired() {
        for length in [0, 5, marker.utf8.count, composite.utf8.count - 1] {
            let fs = InMemoryFileSystem(currentDirectory: "/p",
                                        files: ["G/AppDelegate.swift": String(composite.utf8.prefix(length))!])
            let plan = plan(fs, [generated(composite)])
            XCTAssertFalse(plan.hasErrors, "\(length) bytes: \(plan.diagnostics)")
            XCTAssertEqual(plan.changes.map(\.action), [.update], "\(length) bytes")
        }
    }

    func testAFileWithoutTheMarkerThatIsNotABeginningOfTheNewBytesIsStillTheUsers() {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["G/AppDelegate.swift": "// mine\n"])
        let plan = plan(fs, [generated(composite)])
        XCTAssertEqual(plan.diagnostics.map(\.message), ["refusing to overwrite 'G/AppDelegate.swift': it lacks the "
            + "marker line '\(marker)', so it is a user's file; move it away or delete it"])
    }

    func testAnEmptyUserFileIsWrittenAgainButNotWhenSandboxed() {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["C/Push.swift": ""])
        let leaf = GeneratedFile(path: "C/Push.swift", contents: "final class Push {}\n", ownership: .user)
        let repair = plan(fs, [leaf])
        XCTAssertEqual(repair.changes, [PlannedChange(action: .update, path: "C/Push.swift", ownership: .user,
                                                      newContents: Array(leaf.contents.utf8), oldContents: [])])
        let sandboxed = plan(fs, [leaf], policy: SandboxPolicy(isSandboxed: true))
        XCTAssertEqual(sandboxed.diagnostics.filter { $0.severity == .error }.map(\.rendered), [
            "/p/C/Push.swift:1:1: error: 'C/Push.swift' (a leaf or test stub of yours) is empty, as a run cut short "
                + "leaves it, and a sandboxed run rewrites none of your files; run 'scaffold generate' outside the "
                + "build to write it again",
        ])
        let full = InMemoryFileSystem(currentDirectory: "/p", files: ["C/Push.swift": "// mine\n"])
        XCTAssertEqual(plan(full, [leaf]).changes.map(\.action), [.skip])
    }

    func testAnythingButARegularFileInTheWayIsAnErrorAtItsPath() {
        let fs = InMemoryFileSystem(currentDirectory: "/p")
        fs.addSpecialFile("G/AppDelegate.swift", kind: .socket)
        fs.addSpecialFile("C/Push.swift", kind: .fifo)
        fs.createDirectory("C/Sync.swift")
        let plan = plan(fs, [
            generated(composite),
            GeneratedFile(path: "C/Push.swift", contents: "// leaf\n", ownership: .user),
            GeneratedFile(path: "C/Sync.swift", contents: "// leaf\n", ownership: .user),
        ])
        XCTAssertEqual(plan.diagnostics.map(\.rendered), [
            "/p/G/AppDelegate.swift:1:1: error: cannot write 'G/AppDelegate.swift': it is a socket, not a regular "
                + "file; remove it",
            "/p/C/Push.swift:1:1: error: cannot write 'C/Push.swift': it is a FIFO (named pipe), not a regular file; "
                + "remove it",
            "/p/C/Sync.swift:1:1: error: cannot write 'C/Sync.swift': a folder of that name is in the way",
        ])
    }

    func testANameTooLongForTheFileSystemIsAnErrorOfThePlan() {
        let fs = InMemoryFileSystem(currentDirectory: "/p")
        let name = String(repeating: "Long", count: 70) + ".swift"
        let plan = plan(fs, [GeneratedFile(path: "C/" + name, contents: "// leaf\n", ownership: .user)])
        XCTAssertEqual(plan.diagnostics.map(\.message), ["cannot write 'C/\(name)': the name '\(name.prefix(40))…' "
            + "is 286 bytes long, more than the 255 a file system takes"])
    }

    func testTemporariesAKilledRunLeftAreRemovedWhereThePlanWrites() {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "G/.AppDelegate.swift.scaffold-999999999-4": "half", "G/Sub/.X.swift.scaffold-999999999-5": "half",
            "C/.Push.swift.scaffold-999999999-6": "half", "Elsewhere/.Y.swift.scaffold-999999999-7": "not here",
            "C/.Push.swift.scaffold-\(getpid())-1": "in flight",
        ])
        let leaf = GeneratedFile(path: "C/Push.swift", contents: "x", ownership: .user)
        let plan = plan(fs, [generated(composite), leaf])
        XCTAssertEqual(plan.changes.filter { $0.action == .delete }.map(\.path), [
            "C/.Push.swift.scaffold-999999999-6", "G/.AppDelegate.swift.scaffold-999999999-4",
            "G/Sub/.X.swift.scaffold-999999999-5",
        ])
    }

    /// A kill between a new file's link into place and its temporary's removal leaves the file whole: the next run
    /// has nothing to write in that folder, and removes the temporary all the same.
    func testATemporaryBesideAnUnchangedFileIsRemoved() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "T/PushTests.swift": "tests", "T/.PushTests.swift.scaffold-999999999-8": "tests",
            "C/Push.swift": "mine", "C/.Push.swift.scaffold-999999999-9": "mine",
        ])
        let files = [GeneratedFile(path: "T/PushTests.swift", contents: "tests", ownership: .user),
                     GeneratedFile(path: "C/Push.swift", contents: "x", ownership: .user)]
        let plan = plan(fs, files)
        XCTAssertEqual(plan.changes.filter { $0.action == .delete }.map(\.path), [
            "C/.Push.swift.scaffold-999999999-9", "T/.PushTests.swift.scaffold-999999999-8",
        ])
        XCTAssertEqual(plan.changes.filter { $0.action != .delete }.map(\.action), [.skip, .skip])
    }

    /// The leaf folder, where a run that finds every leaf in place writes nothing: its temporaries go all the same;
    /// a leaf folder that leads out of the project is not looked at.
    func testATemporaryInALeafFolderThePlanDoesNotWriteIsRemoved() {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "C/Push.swift": "mine", "C/.Push.swift.scaffold-999999999-9": "mine",
        ])
        try? fs.write(Array("x".utf8), to: "/out/.A.swift.scaffold-999999999-1")
        let plan = WritePlanner(fileSystem: fs).plan(root: "/p", files: [generated(composite)],
                                                     leafFolders: ["C", "../out"])
        XCTAssertEqual(plan.changes.filter { $0.action == .delete }.map(\.path), ["C/.Push.swift.scaffold-999999999-9"])
    }
}
