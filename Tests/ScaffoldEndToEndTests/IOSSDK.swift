import Foundation
import XCTest

/// An iOS SDK to compile generated code against, and what compiling against it needs on this machine.
///
/// Found through `SCAFFOLD_IOS_SDK` (a path to an `iPhoneOS*.sdk`), else on macOS through
/// `xcrun --sdk iphoneos --show-sdk-path`. On Linux the SDK sits in the layout of `shared/ios-sdk`: beside it
/// `linux-resource/apinotes` (Darwin's Dispatch and os API notes) and `stubs/` (an XCTest stand-in, since the SDK
/// ships no XCTest, and `Compat59.swift`, the Swift 5.9 API an iOS 16.5 SDK lacks).
struct IOSSDK: Sendable {
    /// The SDK folder compiled against: the one found, or a repaired copy of it (`SDKLinkRepair`).
    var path: URL
    /// Module caches, the repaired copy and the resource folder; kept between runs under the temporary folder.
    var cache: URL
    /// `-resource-dir` on Linux: the toolchain's `shims` and `clang` with the SDK's `linux-resource/apinotes`.
    var resourceDirectory: URL?
    /// `stubs/XCTest.swift` beside the SDK, compiled as module XCTest for the generated tests.
    var xctestStub: URL?
    /// `stubs/Compat59.swift` beside the SDK, compiled into every module.
    var compatibilityStub: URL?

    private static let found = Result { try discover() }.mapError(ScenarioError.init(wrapping:))

    /// The SDK; skips the calling test, saying so, when there is none, and fails when one is named but unusable.
    static func required() throws -> IOSSDK {
        guard let sdk = try found.get() else {
            throw XCTSkip("No iOS SDK: set SCAFFOLD_IOS_SDK to an iPhoneOS*.sdk folder (.ci/run sets it to "
                + "../shared/ios-sdk/iPhoneOS16.5.sdk when that exists); this check against the real SDK was skipped.")
        }
        return sdk
    }

    /// The SDK, or nil when there is none; throws when one is named but unusable.
    static func available() throws -> IOSSDK? {
        try found.get()
    }

    /// The arguments every `swiftc` call against the SDK takes.
    var swiftcArguments: [String] {
        ["-target", "arm64-apple-ios16.0", "-sdk", path.path,
         "-module-cache-path", cache.appendingPathComponent("modules").path]
            + (resourceDirectory.map { ["-resource-dir", $0.path] } ?? [])
    }

    private static func discover() throws -> IOSSDK? {
        guard let original = try locate() else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: original.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScenarioError("SCAFFOLD_IOS_SDK names \(original.path), which is not a folder")
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-ios-sdk-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let support = original.deletingLastPathComponent()
        let stubs = support.appendingPathComponent("stubs")
        let existing = { (url: URL) in FileManager.default.fileExists(atPath: url.path) ? url : nil }
        return IOSSDK(
            path: try SDKLinkRepair.usable(original, cache: cache), cache: cache,
            resourceDirectory: try linuxResourceDirectory(support: support, cache: cache),
            xctestStub: existing(stubs.appendingPathComponent("XCTest.swift")),
            compatibilityStub: existing(stubs.appendingPathComponent("Compat59.swift")))
    }

    private static func locate() throws -> URL? {
        if let named = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_SDK"], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        #if os(macOS)
        let xcrun = try ProcessRunner.run("/usr/bin/xcrun", ["--sdk", "iphoneos", "--show-sdk-path"],
                                          in: FileManager.default.temporaryDirectory)
        let path = xcrun.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return xcrun.status == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
        #else
        return nil
        #endif
    }

    /// On Linux, a resource folder of the running toolchain's `shims` and `clang` plus `linux-resource/apinotes`
    /// from beside the SDK; made once, left as it is when already there. nil on macOS (Xcode's own is right).
    private static func linuxResourceDirectory(support: URL, cache: URL) throws -> URL? {
        #if os(Linux)
        let apinotes = support.appendingPathComponent("linux-resource/apinotes")
        guard FileManager.default.fileExists(atPath: apinotes.path) else {
            throw ScenarioError("On Linux the iOS SDK needs linux-resource/apinotes beside it (\(apinotes.path))")
        }
        let swiftc = URL(fileURLWithPath: ProcessRunner.tool("swiftc")).resolvingSymlinksInPath()
        let toolchain = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift")
        let resource = cache
            .appendingPathComponent("resource-\(toolchain.path.replacingOccurrences(of: "/", with: "_"))")
        let manager = FileManager.default
        try manager.createDirectory(at: resource, withIntermediateDirectories: true)
        for (name, target) in [("shims", toolchain.appendingPathComponent("shims")),
                               ("clang", toolchain.appendingPathComponent("clang").resolvingSymlinksInPath())] {
            let link = resource.appendingPathComponent(name)
            // `try?`: another test run may make the same link at the same moment.
            try? manager.createSymbolicLink(at: link, withDestinationURL: target)
            guard manager.fileExists(atPath: link.path) else { throw ScenarioError("cannot link \(link.path)") }
        }
        let notes = resource.appendingPathComponent("apinotes")
        if !manager.fileExists(atPath: notes.path) { try? manager.copyItem(at: apinotes, to: notes) }
        return resource
        #else
        return nil
        #endif
    }
}
