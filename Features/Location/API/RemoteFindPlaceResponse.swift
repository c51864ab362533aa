import Core
import Shared

/// Find Place's answer; candidates without a position are left out.
struct RemoteFindPlaceResponse: Decodable {
    struct Candidate: Decodable {
        struct Geometry: Decodable {
            struct Location: Decodable {
                let lat: Double
                let lng: Double
            }

            let location: Location
        }

        let name: String?
        let formattedAddress: String?
        let geometry: Geometry?

        enum CodingKeys: String, CodingKey {
            case name
            case formattedAddress = "formatted_address"
            case geometry
        }

        var model: NamedPlace? {
            guard let location = geometry?.location, location.lat.isFinite, location.lng.isFinite,
                  (-90...90).contains(location.lat), (-180...180).contains(location.lng) else { return nil }
            let coordinates = Coordinates(latitude: location.lat, longitude: location.lng)
            return NamedPlace(name: name ?? formattedAddress ?? coordinates.queryValue, address: formattedAddress, coordinates: coordinates)
        }
    }

    let status: String
    let errorMessage: String?
    let candidates: LossyArray<Candidate>?

    enum CodingKeys: String, CodingKey {
        case status
        case errorMessage = "error_message"
        case candidates
    }
}
