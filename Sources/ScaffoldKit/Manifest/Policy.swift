/// How the answers of several leaves combine into the one answer the system gets.
public enum Policy: String, Sendable, CaseIterable, Hashable {
    /// Call all; true only if every leaf returns true. Neutral: `true`.
    case all
    /// Call all; true if any leaf returns true. Neutral: `false`.
    case any
    /// Call in order until one answers true or non-nil; later leaves are not called. Neutral: `false` / `nil`.
    case first
    /// Call all; the first non-nil answer wins. Neutral: `nil`.
    case firstNonNil
    /// Option sets: the union of every answer. Neutral: `[]`.
    case union
    /// Option sets: the intersection of the leaves that have an opinion. Neutral: `nil` (no opinion).
    case intersection
    /// `UIBackgroundFetchResult`: newData over failed over noData. Neutral: `.noData`.
    case fetchResult
}
