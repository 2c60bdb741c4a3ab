import UIKit

// The app starts here, not with @main: a test host swaps the delegate class.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
