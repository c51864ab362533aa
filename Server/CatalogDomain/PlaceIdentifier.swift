import Crypto
import Foundation

/// Opaque, stable public identifiers derived from what identifies a record in its source, so the
/// same restaurant keeps its `place_id` across imports and demo seeds.
public enum PlaceIdentifier {
    /// A `place_id`: `FB` and 26 URL-safe characters.
    public static func placeID(forSourceKey sourceKey: String) -> String {
        "FB" + digest("place:" + sourceKey, length: 26)
    }

    /// Whether the text has the shape of a `place_id` this catalog gives (whether or not one is in it).
    public static func isWellFormedPlaceID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 28 && text.hasPrefix("FB") && bytes.dropFirst(2).allSatisfy(Base64URL.digits.contains)
    }

    /// A `photo_reference` for the photo at `index` of a restaurant.
    public static func photoReference(placeID: String, index: Int) -> String {
        "FBP" + digest("photo:\(placeID):\(index)", length: 40)
    }

    /// The first `length` characters of the SHA-256 of `text` in URL-safe base64 (RFC 4648 §5).
    private static func digest(_ text: String, length: Int) -> String {
        var text = text
        let hash = text.withUTF8 { bytes in
            var hasher = SHA256()
            hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
            return Array(hasher.finalize())
        }
        return String(decoding: Base64URL.encoded(hash).prefix(length), as: UTF8.self)
    }
}
