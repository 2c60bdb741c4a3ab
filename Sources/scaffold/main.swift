import ScaffoldKit

print("scaffold \(ScaffoldVersion.current)")
