import ScaffoldKit

/// The tool's version, printed by `scaffold --version`.
public enum ScaffoldVersion {
    public static let current = "0.1.0"
}
