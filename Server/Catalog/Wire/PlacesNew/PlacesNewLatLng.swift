import CatalogDomain

/// Google's LatLng in a request body: `{"latitude": 38.72, "longitude": -9.14}`.
struct PlacesNewLatLng: Codable, Sendable, Equatable {
    let latitude: Double?
    let longitude: Double?

    /// The point; `field` names it in the error (`origin`, `locationBias.circle.center` …).
    func point(_ field: String) throws(PlacesNewError) -> GeoPoint {
        guard let latitude, let longitude else {
            throw .invalidArgument("'\(field)' needs both 'latitude' and 'longitude'.")
        }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid else {
            throw .invalidArgument("Invalid '\(field)': latitude must be within [-90, 90] and longitude within [-180, 180].")
        }
        return point
    }
}
