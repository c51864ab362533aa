import CatalogDomain
import Foundation

/// Google's Viewport in a request body: `{"low": LatLng, "high": LatLng}`, the south-west and north-east
/// corners; a `low` longitude east of the `high` one crosses the antimeridian.
struct PlacesNewRectangle: Codable, Sendable, Equatable {
    let low: PlacesNewLatLng?
    let high: PlacesNewLatLng?

    /// The rectangle as boxes that never cross the antimeridian, and the circle around it that a search
    /// reads (at most `NearbyQuery.maximumRadius`: a larger rectangle is searched that far from its
    /// centre). `field` names the rectangle in the error.
    func area(_ field: String) throws(PlacesNewError) -> (boxes: [GeoBoundingBox], center: GeoPoint, radius: Double) {
        guard let low, let high else { throw .invalidArgument("'\(field)' needs both 'low' and 'high'.") }
        let lowPoint = try low.point("\(field).low"), highPoint = try high.point("\(field).high")
        // Corners given the wrong way up are read the right way up.
        let south = GeoPoint(latitude: min(lowPoint.latitude, highPoint.latitude), longitude: lowPoint.longitude)
        let north = GeoPoint(latitude: max(lowPoint.latitude, highPoint.latitude), longitude: highPoint.longitude)
        let crossesAntimeridian = south.longitude > north.longitude
        let boxes = crossesAntimeridian
            ? [
                GeoBoundingBox(minLatitude: south.latitude, maxLatitude: north.latitude, minLongitude: south.longitude, maxLongitude: 180),
                GeoBoundingBox(minLatitude: south.latitude, maxLatitude: north.latitude, minLongitude: -180, maxLongitude: north.longitude),
            ]
            : [GeoBoundingBox(minLatitude: south.latitude, maxLatitude: north.latitude, minLongitude: south.longitude, maxLongitude: north.longitude)]
        let eastward = crossesAntimeridian ? north.longitude + 360 : north.longitude
        var centerLongitude = (south.longitude + eastward) / 2
        if centerLongitude > 180 { centerLongitude -= 360 }
        let center = GeoPoint(latitude: (south.latitude + north.latitude) / 2, longitude: centerLongitude)
        // Along each edge the distance from the centre grows towards the corners; a hair more absorbs rounding.
        let corners = [south.latitude, north.latitude].flatMap { latitude in
            [south.longitude, north.longitude].map { GeoPoint(latitude: latitude, longitude: $0) }
        }
        let farthest = corners.map(center.distance(to:)).max() ?? 0
        return (boxes, center, min(farthest * (1 + 1e-9) + 0.01, NearbyQuery.maximumRadius))
    }
}
