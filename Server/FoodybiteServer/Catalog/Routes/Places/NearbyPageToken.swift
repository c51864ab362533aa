import Foundation

/// A `next_page_token`: the search's own parameters and the restaurants earlier pages showed. A later
/// page asks the search again and shows the best of what is not yet shown, so it never repeats a
/// restaurant whatever changed since (a new review, opening hours turning, an import), a restaurant
/// that rose meanwhile is not skipped, and any server instance can answer it. The first page thereby
/// ranks only one more than it shows.
struct NearbyPageToken: Sendable, Equatable, Codable {
    private static let prefix = "FBNP"
    private static let maximumIDLength = 128

    /// The first page's parameters that `NearbySearchRequest` reads (never `key` or `pagetoken`).
    let parameters: [String: String]
    /// The restaurants earlier pages showed, in order.
    let shownPlaceIDs: [String]

    init(parameters: [String: String], shownPlaceIDs: [String]) {
        self.parameters = parameters
        self.shownPlaceIDs = shownPlaceIDs
    }

    init?(text: String) {
        guard text.hasPrefix(Self.prefix), text.count < 16_384 else { return nil }
        var base64 = String(text.dropFirst(Self.prefix.count))
            .replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
              let token = try? JSONDecoder().decode(NearbyPageToken.self, from: data),
              (1..<NearbyQuery.maximumResults).contains(token.shownPlaceIDs.count),
              token.shownPlaceIDs.allSatisfy({ !$0.isEmpty && $0.count <= Self.maximumIDLength }),
              token.parameters.keys.allSatisfy(NearbySearchRequest.searchParameterNames.contains)
        else { return nil }
        self = token
    }

    /// `FBNP` and the base64url of `{"parameters":{...},"shownPlaceIDs":[...]}` without padding.
    var text: String {
        let parameters = self.parameters.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.string($0.value)) }
        let json = JSONValue.object([
            (key: "parameters", value: .object(parameters)),
            (key: "shownPlaceIDs", value: .array(shownPlaceIDs.map { .string($0) })),
        ]).bytes
        return Self.prefix + String(decoding: Base64URL.encoded(json), as: UTF8.self)
    }
}
