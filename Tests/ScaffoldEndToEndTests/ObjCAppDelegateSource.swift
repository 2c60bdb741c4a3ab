import Foundation

/// The `AppDelegate.m` a user writes from the header `style: objc` generates (`<composite>+Scaffold.h`): its
/// `#import` of the Swift module's header, the `components` property and its creation in `-init`, and every
/// method's lines pasted into the `@implementation`, exactly as the header prints them.
enum ObjCAppDelegateSource {
    static func make(fromHeader header: String, composite: String) -> String {
        let lines = header.components(separatedBy: "\n")
        let swiftHeader = lines.first { $0.hasPrefix("#import ") } ?? "#error \"the header has no #import line\""
        let step2 = lines.firstIndex { $0.hasPrefix("// 2.") } ?? lines.endIndex
        let step3 = lines.firstIndex { $0.hasPrefix("// 3.") } ?? lines.endIndex
        let setUp = pasted(lines[step2..<step3])
        let property = setUp.first { $0.hasPrefix("@property") } ?? ""
        let creation = setUp.first { $0.hasPrefix("_components") } ?? ""
        return """
        #import <UIKit/UIKit.h>
        \(swiftHeader)

        @interface \(composite) : UIResponder <UIApplicationDelegate>
        @end

        @interface \(composite) ()
        \(property)
        @end

        @implementation \(composite)

        - (instancetype)init {
            if ((self = [super init])) {
                \(creation)
            }
            return self;
        }

        \(pasted(lines[step3...]).joined(separator: "\n"))

        @end

        """
    }

    /// The code lines of a commented block (`//     code`), without the comment prefix.
    private static func pasted(_ lines: ArraySlice<String>) -> [String] {
        let prefix = "//     "
        return lines.filter { $0.hasPrefix(prefix) || $0 == "//" }
            .map { $0 == "//" ? "" : String($0.dropFirst(prefix.count)) }
    }
}
