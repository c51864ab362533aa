import Foundation

/// A `next_page_token`: the ids of the restaurants still to show, in the order the search found them.
/// Later pages therefore never skip or repeat a restaurant, whatever changed since the first page (a
/// new review, opening hours turning, an import), and any server instance can answer them.
struct NearbyPageToken: Sendable, Equatable, Codable {
    private static let prefix = "FBNP"
    private static let maximumIDLength = 128

    let placeIDs: [String]

    init(placeIDs: [String]) {
        self.placeIDs = placeIDs
    }

    init?(text: String) {
        guard text.hasPrefix(Self.prefix), text.count < 16_384 else { return nil }
        var base64 = String(text.dropFirst(Self.prefix.count))
            .replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
              let token = try? JSONDecoder().decode(NearbyPageToken.self, from: data),
              (1..<NearbyQuery.maximumResults).contains(token.placeIDs.count),
              token.placeIDs.allSatisfy({ !$0.isEmpty && $0.count <= Self.maximumIDLength })
        else { return nil }
        self = token
    }

    /// `FBNP` and the base64url of `{"placeIDs":[...]}` without padding.
    var text: String {
        let json = JSONValue.object([(key: "placeIDs", value: .array(placeIDs.map { .string($0) }))]).bytes
        return Self.prefix + String(decoding: Base64URL.encoded(json), as: UTF8.self)
    }
}
