import Foundation
import SharedCLI

/// Saves a photo's bytes exactly as served. A folder as destination gets a file named after the
/// reference; a name without an extension gets the one the Content-Type calls for. The file appears
/// whole or not at all.
enum PhotoFileWriter {
    struct SavedPhoto: Equatable {
        let url: URL
        /// The name's extension says another format than the one served.
        let extensionMismatch: Bool
    }

    /// `image/x-icon; charset=…` → "x-icon"; anything unusable → "img".
    private static func extensionNamed(by contentType: String) -> String {
        let mime = contentType.split(separator: ";").first ?? ""
        let subtype = mime.split(separator: "/").last.map { $0.split(separator: "+").first ?? $0 } ?? ""
        let cleaned = subtype.filter { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
        return cleaned.isEmpty ? "img" : String(cleaned.prefix(10))
    }

    static func write(_ photo: RestaurantPhoto, reference: String, to output: String) throws -> SavedPhoto {
        let format = ImageFormat.of(contentType: photo.contentType) ?? ImageFormat.of(photo.data)
        let fileExtension = format?.fileExtension ?? Self.extensionNamed(by: photo.contentType)
        var url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let safeName = String(reference.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }.prefix(40))
            url = url.appendingPathComponent(safeName.isEmpty ? "photo" : safeName).appendingPathExtension(fileExtension)
        } else if url.pathExtension.isEmpty {
            url = url.appendingPathExtension(fileExtension)
        }
        let existing = url.pathExtension.lowercased()
        let mismatch = format.map { existing != $0.fileExtension && !(existing == "jpeg" && $0 == .jpeg) } ?? false
        do {
            try photo.data.write(to: url, options: .atomic)
        } catch {
            throw UserFacingMessage("Cannot write \(url.path).", hint: "Check that its folder exists and is writable.", exitStatus: .failure)
        }
        return SavedPhoto(url: url, extensionMismatch: mismatch)
    }
}
