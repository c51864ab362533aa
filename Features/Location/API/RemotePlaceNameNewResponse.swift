import Core
import Shared

/// Text Search (New)'s answer to a place name; places without a position are left out.
struct RemotePlaceNameNewResponse: Decodable {
    struct Place: Decodable {
        struct DisplayName: Decodable {
            let text: String?
        }

        struct Location: Decodable {
            let latitude: Double
            let longitude: Double
        }

        let displayName: DisplayName?
        let formattedAddress: String?
        let location: Location?

        var model: NamedPlace? {
            guard let location, location.latitude.isFinite, location.longitude.isFinite,
                  (-90...90).contains(location.latitude), (-180...180).contains(location.longitude) else { return nil }
            let coordinates = Coordinates(latitude: location.latitude, longitude: location.longitude)
            let name = displayName?.text ?? formattedAddress ?? coordinates.queryValue
            return NamedPlace(name: name, address: formattedAddress, coordinates: coordinates)
        }
    }

    let places: LossyArray<Place>?
}
