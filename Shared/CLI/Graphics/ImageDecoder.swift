import CStbImage
import Foundation

/// Decodes JPEG, PNG, GIF and BMP photos with stb_image (Debian's libstb), refusing one whose pixels
/// would take more memory than a photo on a terminal is worth.
public enum ImageDecoder {
    /// 4096 × 4096 pixels: 64 MB decoded.
    public static let maximumPixels = 4_096 * 4_096

    public static func decode(_ data: Data) throws -> DecodedImage {
        guard !data.isEmpty, data.count <= Int(Int32.max) else { throw UndrawableImageError(reason: "it is empty") }
        return try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> DecodedImage in
            let bytes = buffer.bindMemory(to: UInt8.self).baseAddress!
            var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
            guard stbi_info_from_memory(bytes, Int32(buffer.count), &width, &height, &channels) == 1 else {
                throw UndrawableImageError(reason: "it is not a JPEG, PNG, GIF or BMP picture (\(failureReason()))")
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

    private static func failureReason() -> String {
        stbi_failure_reason().map { String(cString: $0) } ?? "no reason given"
    }
}
