import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files only their owner may read: created 0600 inside a 0700 folder, written to a temporary
/// file in the same folder, flushed and renamed over the old one, so readers see the old or the new
/// content and never a partial one.
public enum PrivateFile {
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try PrivateFolder.create(folder)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PrivateFileError.cannotCreate(temporary.path, errno) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += result
            }
            return true
        }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard written, flushed else { throw PrivateFileError.cannotWrite(temporary.path, errno) }
        guard rename(temporary.path, url.path) == 0 else { throw PrivateFileError.cannotWrite(url.path, errno) }
        succeeded = true
    }
}
