import CatalogDomain
import Foundation
import ServerJSON

/// A `next_page_token`: the search's own parameters and the restaurants earlier pages showed. A later
/// page asks the search again and shows the best of what is not yet shown, so it never repeats a
/// restaurant whatever changed since (a new review, opening hours turning, an import), a restaurant
/// that rose meanwhile is not skipped, and any server instance can answer it. The first page thereby
/// ranks only one more than it shows.
struct NearbyPageToken: Sendable, Equatable, Decodable {
    private static let prefix = "FBNP"
    private static let maximumIDLength = 128
    /// Room for the longest token this server issues: eleven parameters of 256 characters each, all
    /// escaped in JSON (six bytes for a control character), 59 ids, all in base64 (about 26 kB).
    private static let maximumTextLength = 32_768

    /// The first page's parameters that `NearbySearchRequest` reads (never `key` or `pagetoken`).
    let parameters: [String: String]
    /// The restaurants earlier pages showed, in order.
    let shownPlaceIDs: [String]

    init(parameters: [String: String], shownPlaceIDs: [String]) {
        self.parameters = parameters
        self.shownPlaceIDs = shownPlaceIDs
    }

    init?(text: String) {
        guard let json = Self.json(in: text),
              let token = try? JSONDecoder().decode(NearbyPageToken.self, from: json),
              (1..<NearbyQuery.maximumResults).contains(token.shownPlaceIDs.count),
              token.shownPlaceIDs.allSatisfy(Self.isPlausiblePlaceID),
              token.parameters.keys.allSatisfy(NearbySearchRequest.searchParameterNames.contains)
        else { return nil }
        self = token
    }

    /// The JSON a page token's text carries, of this version's tokens or earlier ones.
    static func json(in text: String) -> Data? {
        guard text.hasPrefix(prefix), text.utf8.count <= maximumTextLength else { return nil }
        return Base64URL.decoded(text.dropFirst(prefix.count))
    }

    static func isPlausiblePlaceID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= maximumIDLength
    }

    /// `prefix` and the base64url of `json` without padding.
    static func text(of json: JSONValue) -> String {
        prefix + String(decoding: Base64URL.encoded(json.bytes), as: UTF8.self)
    }

    /// `FBNP` and the base64url of `{"parameters":{...},"shownPlaceIDs":[...]}` without padding.
    var text: String {
        let parameters = self.parameters.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.string($0.value)) }
        return Self.text(of: .object([
            (key: "parameters", value: .object(parameters)),
            (key: "shownPlaceIDs", value: .array(shownPlaceIDs.map { .string($0) })),
        ]))
    }
}
