/// Why an element of an export did not become a restaurant.
public enum OSMSkipReason: String, Sendable, CaseIterable, Hashable, Comparable {
    case noName = "no name"
    case notRestaurant = "an amenity not imported (see --amenities)"
    case untagged = "untagged element (geometry only)"
    case noCoordinates = "no coordinates"
    case unsupportedGeometry = "no usable geometry (a GeometryCollection, or a way or relation exported without `out center`, `out geom` or its nodes)"
    case invalidCoordinates = "coordinates out of range"
    case malformed = "malformed record"
    case duplicate = "duplicate of an earlier record in the file"

    public static func < (lhs: OSMSkipReason, rhs: OSMSkipReason) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
