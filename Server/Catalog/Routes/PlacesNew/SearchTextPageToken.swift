import CatalogDomain
import Foundation

/// A text search's `nextPageToken`: the search's own fields and the restaurants earlier pages showed,
/// like the legacy `NearbyPageToken`, so that any server instance can answer it and a later page never
/// repeats a restaurant whatever changed in between.
struct SearchTextPageToken: Sendable, Equatable, Codable {
    private static let prefix = "FBTS"
    /// Room for the longest token this server issues: a text query of 256 characters escaped in JSON,
    /// the other fields, and 199 ids of 128 characters, in base64.
    private static let maximumTextLength = 65_536

    /// The fields of the first page's request that decide what is found (`SearchTextRequest.searchFields`).
    let request: SearchTextRequest
    /// The restaurants earlier pages showed, in order.
    let shownPlaceIDs: [String]

    init(request: SearchTextRequest, shownPlaceIDs: [String]) {
        self.request = request.searchFields
        self.shownPlaceIDs = shownPlaceIDs
    }

    init?(text: String) {
        guard text.hasPrefix(Self.prefix), text.utf8.count <= Self.maximumTextLength,
              let json = Base64URL.decoded(text.dropFirst(Self.prefix.count)),
              let token = try? JSONDecoder().decode(SearchTextPageToken.self, from: json),
              (1..<SearchTextRequest.maximumResults).contains(token.shownPlaceIDs.count),
              token.shownPlaceIDs.allSatisfy(NearbyPageToken.isPlausiblePlaceID),
              token.request.pageToken == nil
        else { return nil }
        self = token
    }

    /// `FBTS` and the base64url of the token's JSON, without padding.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding plain strings, numbers and booleans cannot fail.
        let json = (try? encoder.encode(self)) ?? Data()
        return Self.prefix + String(decoding: Base64URL.encoded(Array(json)), as: UTF8.self)
    }
}
