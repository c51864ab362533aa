/// A restaurant an autocomplete found.
public struct AutocompleteHit: Sendable, Equatable {
    public let placeID: String
    public let name: String
    public let vicinity: String?
    public let location: GeoPoint
    /// From the query's location, when it gave one.
    public let distance: Double?

    public init(placeID: String, name: String, vicinity: String?, location: GeoPoint, distance: Double?) {
        self.placeID = placeID
        self.name = name
        self.vicinity = vicinity
        self.location = location
        self.distance = distance
    }
}
