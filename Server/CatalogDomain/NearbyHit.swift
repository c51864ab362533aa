/// One restaurant a nearby search found, in result order.
public struct NearbyHit: Sendable, Equatable {
    public let placeID: String
    /// Great-circle distance from the search centre, in metres.
    public let distance: Double

    public init(placeID: String, distance: Double) {
        self.placeID = placeID
        self.distance = distance
    }
}
