import CStbImage
import Foundation

/// Decodes JPEG, PNG and GIF photos with stb_image (Debian's libstb). Only those are handed to it, known
/// by their first bytes (stb_image reads more formats, less tried against hostile input), and none whose
/// pixels would take more memory than a photo on a terminal is worth.
public enum ImageDecoder {
    /// 4096 × 4096 pixels: 64 MB decoded.
    public static let maximumPixels = 4_096 * 4_096
    /// A photo larger than this many bytes is refused before decoding.
    public static let maximumBytes = 32 * 1_048_576

    public static func decode(_ data: Data) throws -> DecodedImage {
        guard !data.isEmpty else { throw UndrawableImageError(reason: "it is empty") }
        guard data.count <= maximumBytes else { throw UndrawableImageError(reason: "it is larger than \(maximumBytes / 1_048_576) MB") }
        guard isJPEGPNGOrGIF(data) else { throw UndrawableImageError(reason: "it is not a JPEG, PNG or GIF picture") }
        return try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> DecodedImage in
            let bytes = buffer.bindMemory(to: UInt8.self).baseAddress!
            var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
            guard stbi_info_from_memory(bytes, Int32(buffer.count), &width, &height, &channels) == 1 else {
                throw UndrawableImageError(reason: "it is damaged (\(failureReason()))")
            }
            guard Int(width) * Int(height) <= maximumPixels else {
                throw UndrawableImageError(reason: "it is \(width)×\(height) pixels, more than \(maximumPixels) to decode")
            }
            guard let pixels = stbi_load_from_memory(bytes, Int32(buffer.count), &width, &height, &channels, 4) else {
                throw UndrawableImageError(reason: "it is damaged (\(failureReason()))")
            }
            defer { stbi_image_free(pixels) }
            let count = Int(width) * Int(height) * 4
            return DecodedImage(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
        }
    }

    private static func isJPEGPNGOrGIF(_ data: Data) -> Bool {
        let start = [UInt8](data.prefix(8))
        return start.starts(with: [0xFF, 0xD8, 0xFF]) || start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            || start.starts(with: Array("GIF87a".utf8)) || start.starts(with: Array("GIF89a".utf8))
    }

    private static func failureReason() -> String {
        stbi_failure_reason().map { String(cString: $0) } ?? "no reason given"
    }
}
