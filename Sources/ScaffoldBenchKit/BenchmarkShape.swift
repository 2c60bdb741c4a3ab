/// The size of a synthetic project: N responsibilities, a user protocol of M methods, K methods per responsibility.
public struct BenchmarkShape: Sendable, Equatable, CustomStringConvertible {
    /// N: responsibilities in the manifest.
    public var responsibilities: Int
    /// M: methods of the synthetic user protocol `BigProtocol`.
    public var protocolMethods: Int
    /// K: methods each responsibility lists (at most M).
    public var methodsPerResponsibility: Int

    public init(responsibilities: Int, protocolMethods: Int, methodsPerResponsibility: Int) {
        self.responsibilities = responsibilities
        self.protocolMethods = protocolMethods
        self.methodsPerResponsibility = methodsPerResponsibility
    }

    /// `N=1000 M=1000 K=8`.
    public var description: String {
        "N=\(responsibilities) M=\(protocolMethods) K=\(methodsPerResponsibility)"
    }

    /// The project the targets of issues 6 and 13 name: 1,000 responsibilities, 1,000 methods, 8 each.
    public static let large = BenchmarkShape(responsibilities: 1000, protocolMethods: 1000, methodsPerResponsibility: 8)

    /// The three sizes that show how time grows with N.
    public static let growth = [10, 100, 1000].map {
        BenchmarkShape(responsibilities: $0, protocolMethods: 1000, methodsPerResponsibility: 8)
    }
}
