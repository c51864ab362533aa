import CatalogDomain

/// The body of POST /v1/places:searchNearby (Nearby Search (New)), validated by Google's rules.
/// `languageCode` and `regionCode` are accepted and ignored; there is one page, no tokens.
struct SearchNearbyRequest: Decodable, Sendable {
    struct LocationRestriction: Decodable, Sendable {
        let circle: PlacesNewCircle?
    }

    enum Parsed: Sendable, Equatable {
        case search(NearbyQuery)
        /// Valid, but for types no catalog restaurant has (or excluding a type they all have).
        case otherTypes
    }

    static let defaultResultCount = 20

    let locationRestriction: LocationRestriction?
    let includedTypes: [String]?
    let includedPrimaryTypes: [String]?
    let excludedTypes: [String]?
    let excludedPrimaryTypes: [String]?
    let maxResultCount: Int?
    let rankPreference: String?
    let languageCode: String?
    let regionCode: String?

    func parse() throws(PlacesNewError) -> Parsed {
        guard let circle = locationRestriction?.circle else {
            throw .invalidArgument("'locationRestriction.circle' is required: the centre and radius of the area to search.")
        }
        let area = try circle.area("locationRestriction.circle")
        let count = maxResultCount ?? Self.defaultResultCount
        guard (1...Self.defaultResultCount).contains(count) else {
            throw .invalidArgument("Invalid 'maxResultCount': it must be from 1 to 20.")
        }
        let ranking: NearbyQuery.Ranking
        switch rankPreference {
        case nil, "POPULARITY", "RANK_PREFERENCE_UNSPECIFIED": ranking = .prominence
        case "DISTANCE": ranking = .distance
        case let other?: throw .invalidArgument("Invalid 'rankPreference' '\(other.prefix(100))': it must be POPULARITY or DISTANCE.")
        }
        for included in [includedTypes, includedPrimaryTypes] {
            if let included, !included.isEmpty, !included.contains(where: PlaceTypes.isRestaurantType) { return .otherTypes }
        }
        if excludedTypes?.contains(where: PlaceTypes.isRestaurantType) == true || excludedPrimaryTypes?.contains("restaurant") == true {
            return .otherTypes
        }
        return .search(NearbyQuery(center: area.center, radius: area.radius, ranking: ranking, limit: count))
    }
}
