import CatalogDomain
import Foundation

/// A `next_page_token` as servers before this version wrote it: the ids of the restaurants still to
/// show, in order. Still read, and continued in the same form, so that a client paging through a
/// rolling upgrade is not refused by the new servers.
struct EarlierNearbyPageToken: Sendable, Equatable, Decodable {
    let placeIDs: [String]

    init(placeIDs: [String]) {
        self.placeIDs = placeIDs
    }

    init?(text: String) {
        guard let json = NearbyPageToken.json(in: text),
              let token = try? JSONDecoder().decode(EarlierNearbyPageToken.self, from: json),
              (1...NearbyQuery.maximumResults - NearbySearchService.pageSize).contains(token.placeIDs.count),
              token.placeIDs.allSatisfy(NearbyPageToken.isPlausiblePlaceID)
        else { return nil }
        self = token
    }

    /// `FBNP` and the base64url of `{"placeIDs":[...]}` without padding.
    var text: String {
        NearbyPageToken.text(of: .object([(key: "placeIDs", value: .array(placeIDs.map { .string($0) }))]))
    }
}
