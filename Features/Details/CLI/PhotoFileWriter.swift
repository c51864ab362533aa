import Foundation
import SharedCLI

/// Saves a photo's bytes exactly as served, under a name whose extension says what the bytes are (read
/// from them, else from the Content-Type): a folder as destination gets a file named after the photo's
/// own id (the reference's last part), a name without an extension gets the right one, and a name with
/// another format's extension has it replaced. An existing file is never overwritten: `-2`, `-3` … are
/// added. The file appears whole or not at all.
enum PhotoFileWriter {
    struct SavedPhoto: Equatable {
        let url: URL
        /// The extension asked for, when the bytes' format made it another.
        let replacedExtension: String?
    }

    /// `image/x-icon; charset=…` → "x-icon"; anything unusable → "img".
    private static func extensionNamed(by contentType: String) -> String {
        let mime = contentType.split(separator: ";").first ?? ""
        let subtype = mime.split(separator: "/").last.map { $0.split(separator: "+").first ?? $0 } ?? ""
        let cleaned = subtype.filter { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
        return cleaned.isEmpty ? "img" : String(cleaned.prefix(10))
    }

    static func write(_ photo: RestaurantPhoto, reference: String, to output: String) throws -> SavedPhoto {
        let format = ImageFormat.of(photo.data) ?? ImageFormat.of(contentType: photo.contentType)
        let fileExtension = format?.fileExtension ?? Self.extensionNamed(by: photo.contentType)
        var url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
        var replacedExtension: String?
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent(fileName(for: reference)).appendingPathExtension(fileExtension)
        } else if url.pathExtension.isEmpty {
            url = url.appendingPathExtension(fileExtension)
        } else if let format, ImageFormat.of(fileExtension: url.pathExtension) != format {
            replacedExtension = url.pathExtension
            url = url.deletingPathExtension().appendingPathExtension(fileExtension)
        }
        url = unusedURL(like: url)
        do {
            try photo.data.write(to: url, options: .atomic)
        } catch {
            throw UserFacingMessage("Cannot write \(url.path).", hint: "Check that its folder exists and is writable.", exitStatus: .failure)
        }
        return SavedPhoto(url: url, replacedExtension: replacedExtension)
    }

    /// The photo's own id: the reference's last part (`places/ID/photos/PHOTO` → PHOTO), letters, digits,
    /// `-` and `_` only, at most 80 of them.
    static func fileName(for reference: String) -> String {
        let last = reference.split(separator: "/").last.map(String.init) ?? reference
        let safe = String(last.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }.prefix(80))
        return safe.isEmpty ? "photo" : safe
    }

    /// `url`, or the first of `name-2.ext`, `name-3.ext` … that names no file yet.
    private static func unusedURL(like url: URL) -> URL {
        guard FileManager.default.fileExists(atPath: url.path) else { return url }
        let base = url.deletingPathExtension(), fileExtension = url.pathExtension
        for number in 2... {
            let candidate = URL(fileURLWithPath: base.path + "-\(number)").appendingPathExtension(fileExtension)
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return url
    }
}
