import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether the filesystem holding a path has room for writes again after it filled up: at least 8 MB
/// free, or a tenth of a filesystem smaller than 80 MB. A few free bytes let a tiny write through while
/// the next review or signup fails again, so the health check asks for this much before it says ok.
enum FileSystemRoom {
    static func hasRoomForWrites(at path: String) -> Bool {
        var stats = statvfs()
        guard statvfs(path, &stats) == 0 else { return true }
        let blockSize = UInt64(stats.f_frsize)
        let available = UInt64(stats.f_bavail) * blockSize
        let total = UInt64(stats.f_blocks) * blockSize
        return available >= min(8 << 20, total / 10)
    }
}
