/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` (or `NSApplicationDelegateAdaptor`) in a SwiftUI app: SwiftUI
/// makes the delegate and puts its own object in `UIApplication.shared.delegate`, so there the application's
/// delegate is never the composite.
enum DelegateAdaptor {
    /// Where a file of `files` declares an adaptor of `className`, if one does.
    static func location(of className: String, in files: [(path: String, bytes: [UInt8])]) -> SourceLocation? {
        let word = Array("DelegateAdaptor".utf8)
        // Only the rare file that names an adaptor is tokenized (adopt and peel-off have read the others already).
        for file in files where ByteSearch.contains(file.bytes[...], word) {
            guard let (tokens, source) = try? SwiftLexer.tokenize(file.bytes, path: file.path) else { continue }
            let text = { (index: Int) in
                index < tokens.count ? source.text(tokens[index].start..<tokens[index].end) : ""
            }
            for index in tokens.indices where tokens[index].kind == .identifier
                && ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor"].contains(text(index))
                && text(index + 1) == "(" && text(index + 2) == className && text(index + 3) == "."
                && text(index + 4) == "self" {
                return source.location(at: tokens[index].start)
            }
        }
        return nil
    }
}
