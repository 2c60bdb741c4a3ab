// Stand-in for Apple's HealthKit on Linux: the workout configuration a WKApplicationDelegate receives.
import Foundation

/// Configuration of a workout session. On watchOS: `open class HKWorkoutConfiguration : NSObject, NSCopying,
/// NSSecureCoding, @unchecked Sendable`, created with `init()`.
open class HKWorkoutConfiguration: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }
}
