import Crypto
import Foundation

/// Opaque, stable public identifiers derived from what identifies a record in its source, so the
/// same restaurant keeps its `place_id` across imports and demo seeds.
public enum PlaceIdentifier {
    /// A `place_id`: `FB` and 26 URL-safe characters.
    public static func placeID(forSourceKey sourceKey: String) -> String {
        "FB" + digest("place:" + sourceKey, length: 26)
    }

    /// A `photo_reference` for the photo at `index` of a restaurant.
    public static func photoReference(placeID: String, index: Int) -> String {
        "FBP" + digest("photo:\(placeID):\(index)", length: 40)
    }

    private static func digest(_ text: String, length: Int) -> String {
        let hash = SHA256.hash(data: Data(text.utf8))
        let encoded = Data(hash).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return String(encoded.prefix(length))
    }
}
