import CatalogDomain

/// Google's Circle in a request body: `{"center": {"latitude", "longitude"}, "radius": metres}`.
struct PlacesNewCircle: Codable, Sendable, Equatable {
    let center: PlacesNewLatLng?
    let radius: Double?

    /// The centre and a radius greater than 0 and at most 50 000 metres; `field` names the circle in
    /// the error (`locationRestriction.circle` …).
    func area(_ field: String) throws(PlacesNewError) -> (center: GeoPoint, radius: Double) {
        guard let center else { throw .invalidArgument("'\(field).center' is required.") }
        let point = try center.point("\(field).center")
        guard let radius, radius.isFinite, radius > 0, radius <= NearbyQuery.maximumRadius else {
            throw .invalidArgument("Invalid '\(field).radius': it must be greater than 0 and at most 50000 metres.")
        }
        return (point, radius)
    }
}
