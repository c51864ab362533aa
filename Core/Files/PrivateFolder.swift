import Foundation

/// Folders for private state: created 0700 (with parents) when missing.
public enum PrivateFolder {
    public static func create(_ url: URL) throws {
        try FileManager.default.createDirectory(
            at: url,
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
    }
}
