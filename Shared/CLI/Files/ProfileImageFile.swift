import Foundation

/// Reads a profile picture a person points at: an image file (PNG, JPEG, GIF or WebP) small enough to
/// travel base64-encoded in a 10 MB request.
public enum ProfileImageFile {
    public static let maximumSize = 7 * 1024 * 1024

    public static func read(_ path: String) throws -> Data {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UserFacingMessage("The profile image \(path) does not exist or is not a file.", exitStatus: .dataError)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw UserFacingMessage("Cannot read the profile image \(path).", exitStatus: .dataError)
        }
        guard data.count <= maximumSize else {
            throw UserFacingMessage("The profile image \(path) is too large (\(data.count / 1_048_576) MB; at most 7 MB).", exitStatus: .dataError)
        }
        guard ImageFormat.of(data) != nil else {
            throw UserFacingMessage("\(path) is not a PNG, JPEG, GIF or WebP image.", exitStatus: .dataError)
        }
        return data
    }
}
