import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Foodybite's folders treated as ssh treats `~/.ssh`: one that other users may write to (where they could
/// put a `credentials.json` of their own in place of yours) is made private again, with a warning; one
/// that belongs to another user is refused.
public enum FolderPermissions {
    /// Checks each folder that exists; returns a warning for each one made private.
    public static func secure(_ folders: [URL]) throws -> [String] {
        try folders.compactMap(secure)
    }

    private static func secure(_ folder: URL) throws -> String? {
        var status = stat()
        guard lstat(folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        guard status.st_uid == geteuid() else {
            throw FolderPermissionsError.ownedByAnotherUser(path: folder.path, owner: status.st_uid)
        }
        let othersMayWrite = status.st_mode & (S_IWGRP | S_IWOTH) != 0
        guard othersMayWrite else { return nil }
        guard chmod(folder.path, 0o700) == 0 else { throw FolderPermissionsError.cannotMakePrivate(path: folder.path) }
        let was = String(status.st_mode & 0o777, radix: 8)
        return "\(folder.path) could be written by other users (mode \(was)); it is now private (700)."
    }
}
