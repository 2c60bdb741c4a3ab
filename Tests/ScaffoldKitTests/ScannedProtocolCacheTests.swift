import XCTest
@testable import ScaffoldKit

/// Catalog protocols are scanned once per build and catalog text; whatever is wrong with a cached file, the
/// protocol is scanned again and the run goes on.
final class ScannedProtocolCacheTests: XCTestCase {
    private let fileSystem = InMemoryFileSystem()
    private let source = TemplateStore.builtIn["Catalog/UIApplicationDelegate.swift"] ?? ""

    private func cache(_ executable: String = "build-1") -> ScannedProtocolCache {
        ScannedProtocolCache(folder: "/cache/scaffold", fileSystem: fileSystem, executable: executable)
    }

    private func scanned(_ text: String) throws -> ProtocolSpec {
        try SwiftDeclarationScanner.protocolSpec(named: "UIApplicationDelegate", in: Array(text.utf8),
                                                 path: "Catalog/UIApplicationDelegate.swift")
    }

    /// The spec `cache` gives for `text`, and how many times it had to scan.
    private func load(_ cache: ScannedProtocolCache, _ text: String) throws -> (ProtocolSpec, scans: Int) {
        var scans = 0
        let spec = try cache.spec(named: "UIApplicationDelegate", source: text) {
            scans += 1
            return try scanned(text)
        }
        return (spec, scans)
    }

    func testTheFirstLoadScansAndSavesAndTheNextReadsTheSameSpec() throws {
        let expected = try scanned(source)
        let first = try load(cache(), source)
        XCTAssertEqual(first.scans, 1)
        XCTAssertEqual(first.0, expected)
        XCTAssertEqual(try fileSystem.entries(of: "/cache/scaffold"), [PathUtilities.lastComponent(of:
            cache().path(for: "UIApplicationDelegate"))])
        let second = try load(cache(), source)
        XCTAssertEqual(second.scans, 0)
        XCTAssertEqual(second.0, expected)
    }

    func testAnotherBuildOrAnotherCatalogTextScansAgain() throws {
        _ = try load(cache(), source)
        XCTAssertEqual(try load(cache("build-2"), source).scans, 1)
        XCTAssertEqual(try fileSystem.entries(of: "/cache/scaffold"),
                       [PathUtilities.lastComponent(of: cache("build-2").path(for: "UIApplicationDelegate"))],
                       "the other build's file is removed when this build saves its own")
        try fileSystem.write(Array("a record".utf8), to: "/cache/scaffold/0123.record")
        try fileSystem.write(Array("x".utf8), to: "/cache/scaffold/UIWindowSceneDelegate-77.protocol")
        XCTAssertEqual(try load(cache(), source).scans, 1)
        XCTAssertEqual(try fileSystem.entries(of: "/cache/scaffold").sorted(),
                       ["0123.record", "UIWindowSceneDelegate-77.protocol",
                        PathUtilities.lastComponent(of: cache().path(for: "UIApplicationDelegate"))].sorted(),
                       "records and other protocols stay")
        let edited = source.replacingOccurrences(of: "func applicationDidBecomeActive", with: "func applicationDidBecomeIdle")
        let changed = try load(cache(), edited)
        XCTAssertEqual(changed.scans, 1)
        XCTAssertTrue(changed.0.methods.contains { $0.name == "applicationDidBecomeIdle" })
        XCTAssertEqual(try load(cache(), edited).scans, 0, "the new text's scan is what is kept now")
        XCTAssertEqual(try load(cache(), source).scans, 1)
    }

    func testADamagedOrForeignFileIsScannedAgainAndReplaced() throws {
        _ = try load(cache(), source)
        let path = cache().path(for: "UIApplicationDelegate")
        let good = try XCTUnwrap(try fileSystem.contents(of: path))
        var flipped = good
        flipped[good.count - 10] ^= 0x20
        for damaged in [Array(good.dropLast(40)), flipped, Array("scaffold protocol 1\n".utf8), []] {
            try fileSystem.write(damaged, to: path)
            let again = try load(cache(), source)
            XCTAssertEqual(again.scans, 1)
            XCTAssertEqual(again.0, try scanned(source))
            XCTAssertEqual(try fileSystem.contents(of: path), good, "replaced by a good file")
        }
    }

    /// Through the command: a first run with a cache folder writes the same files as one without, and a run with
    /// `--no-cache` neither reads nor writes the cache.
    func testGenerateWritesTheSameFilesWithAColdOrAWarmCacheAndNoCacheLeavesItAlone() throws {
        let manifest = "protocol: UIApplicationDelegate\ncomposite: AppDelegate\nresponsibilities:\n"
            + "  - name: Push\n    methods: [application(_:didRegisterForRemoteNotificationsWithDeviceToken:)]\n"
        func generate(_ arguments: [String], records: RunRecordStore?) -> [String: String] {
            let project = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
            let status = CommandRunner.run(["generate", "--quiet"] + arguments, fileSystem: project,
                                           console: CapturingConsole(), records: records)
            XCTAssertEqual(status, 0)
            return project.snapshot
        }
        let store = RunRecordStore(folder: "/cache/scaffold", fileSystem: fileSystem, executable: "build-1")
        let plain = generate([], records: nil)
        XCTAssertEqual(generate(["--no-cache"], records: store), plain)
        XCTAssertEqual(try fileSystem.entries(of: "/cache/scaffold"), [])
        XCTAssertEqual(generate([], records: store), plain, "cold cache")
        XCTAssertEqual(try fileSystem.entries(of: "/cache/scaffold").filter { $0.hasSuffix(".protocol") }.count, 1)
        XCTAssertEqual(generate([], records: store), plain, "warm cache")
    }
}
