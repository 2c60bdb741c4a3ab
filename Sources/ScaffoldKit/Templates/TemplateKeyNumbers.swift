#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One number for each name a `TemplateKey` is made with, the same for the whole process: equal names get equal
/// numbers, so keys compare and hash as integers and no name is compared while a template renders. Keys are made
/// when templates are parsed, model fields and declaration templates declared, and a file's template looked up (and
/// by tests' dictionaries), never by a rendering step; the lock makes that safe from any thread.
final class TemplateKeyNumbers: @unchecked Sendable {
    static let shared = TemplateKeyNumbers()

    private var numbers: [String: Int] = [:]
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    /// The number of `name`: the next unused one the first time it is asked for.
    func number(of name: String) -> Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let number = numbers[name] { return number }
        let number = numbers.count
        numbers[name] = number
        return number
    }
}
