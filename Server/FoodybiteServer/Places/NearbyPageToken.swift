import Foundation

/// A `next_page_token`: the search and where its next page starts, encoded in the token itself so any
/// server instance can answer it.
struct NearbyPageToken: Sendable, Equatable, Codable {
    private static let prefix = "FBNP"

    let query: NearbyQuery
    let offset: Int

    init(query: NearbyQuery, offset: Int) {
        self.query = query
        self.offset = offset
    }

    init?(text: String) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        var base64 = String(text.dropFirst(Self.prefix.count))
            .replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
              let token = try? JSONDecoder().decode(NearbyPageToken.self, from: data),
              token.offset > 0, token.offset < NearbyQuery.maximumResults, token.query.center.isValid
        else { return nil }
        self = token
    }

    var text: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return Self.prefix + data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
