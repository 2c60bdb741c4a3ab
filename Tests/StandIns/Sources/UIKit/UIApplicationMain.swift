import Foundation

/// `UIKIT_EXTERN int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable
/// principalClassName, NSString * _Nullable delegateClassName)`, as `main.swift` calls it. On Linux it returns at once
/// (there is no run loop to start). An imported C function's result may be discarded.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    0
}

extension UIApplicationDelegate {
    /// What `@main` on an app delegate runs: `UIApplicationMain` with the delegate's class.
    @MainActor public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self)))
    }
}
