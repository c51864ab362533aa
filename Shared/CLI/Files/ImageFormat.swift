import Foundation

/// Recognises common image formats by their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png
    case jpeg
    case gif
    case webp

    public static func of(_ data: Data) -> ImageFormat? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// The format a `Content-Type` names (`image/jpeg; charset=...` → .jpeg).
    public static func of(contentType: String) -> ImageFormat? {
        let mime = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        switch mime {
        case "image/png": return .png
        case "image/jpeg", "image/jpg", "image/pjpeg": return .jpeg
        case "image/gif": return .gif
        case "image/webp": return .webp
        default: return nil
        }
    }

    /// The format a file name's extension names (`JPG`, `jpeg` → .jpeg).
    public static func of(fileExtension: String) -> ImageFormat? {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg", "jpe": .jpeg
        case "png": .png
        case "gif": .gif
        case "webp": .webp
        default: nil
        }
    }

    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        default: rawValue
        }
    }
}
