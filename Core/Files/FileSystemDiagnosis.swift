import Foundation

/// Explains in words why a file could not be made at a path, where Foundation's own error on Linux is
/// often just "error 512".
public enum FileSystemDiagnosis {
    public static func reasonCannotCreate(_ url: URL) -> String? {
        var ancestor = url.deletingLastPathComponent()
        let fileManager = FileManager.default
        while ancestor.path != "/" && !fileManager.fileExists(atPath: ancestor.path) {
            ancestor.deleteLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) else { return nil }
        if !isDirectory.boolValue {
            return "\(ancestor.path) is a file, not a folder"
        }
        if !fileManager.isWritableFile(atPath: ancestor.path) {
            return "there is no permission to write in \(ancestor.path)"
        }
        return nil
    }
}
