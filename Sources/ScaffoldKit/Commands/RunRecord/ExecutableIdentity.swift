#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(MachO)
import MachO
#endif

/// Which build of `scaffold` is running: the device, inode, size and modification time of its executable.
/// Any rebuild or reinstall changes it, so a run record made by one build is never trusted by another.
enum ExecutableIdentity {
    /// nil when the executable cannot be found (then nothing is recorded).
    static let current: String? = {
        guard let path = executablePath else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified)"
    }()

    private static var executablePath: String? {
        #if os(Linux)
        return "/proc/self/exe"
        #elseif canImport(MachO)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }
}
