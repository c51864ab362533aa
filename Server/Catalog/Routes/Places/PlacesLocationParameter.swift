import CatalogDomain

/// Reads `location=LAT,LNG` (and the `radius` rule) as the Places routes share them.
enum PlacesLocationParameter {
    static func parse(_ text: String, name: String = "location") throws(PlacesRequestError) -> GeoPoint {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { PlacesParameterText.trimmed(String($0), newlines: false) }
        guard parts.count == 2, let latitude = PlacesDecimalText.double(parts[0]), let longitude = PlacesDecimalText.double(parts[1]) else {
            throw .invalidParameter(name, "expected 'latitude,longitude' in decimal degrees.")
        }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid else {
            throw .invalidParameter(name, "latitude must be within -90..90 and longitude within -180..180.")
        }
        return point
    }

    /// Metres, greater than 0 and at most 50 000.
    static func radius(_ text: String) throws(PlacesRequestError) -> Double {
        guard let radius = PlacesDecimalText.double(text), radius.isFinite, radius > 0, radius <= NearbyQuery.maximumRadius else {
            throw .invalidParameter("radius", "it must be a number of metres greater than 0 and at most 50000.")
        }
        return radius
    }
}
