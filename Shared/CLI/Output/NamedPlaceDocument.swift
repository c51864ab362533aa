import Shared

/// A place of a name in the command-line contract's JSON.
public struct NamedPlaceDocument: Encodable {
    let name: String
    let address: String?
    let latitude: Double
    let longitude: Double

    public init(_ place: NamedPlace) {
        name = place.name
        address = place.address
        latitude = place.coordinates.latitude
        longitude = place.coordinates.longitude
    }
}
