import CatalogDomain
import ServerJSON

/// A position for an export's element whatever its geometry: a point where it is one, else the centroid
/// of its outline (see `OutlineCentroid`): GeoJSON Polygons and MultiPolygons (their outer rings),
/// LineStrings and MultiPoints; Overpass ways and relations exported with `out geom` (their points, a
/// relation's outer members) or `out bb` (the centre of their bounds).
enum OSMExportGeometry {
    static func geoJSONPosition(_ geometry: ImportedJSONValue) -> Result<GeoPoint, OSMSkipReasonError> {
        let coordinates = geometry["coordinates"] ?? .null
        let rings: [[GeoPoint]]?
        switch geometry["type"]?.string {
        case "Point":
            return point(coordinates).map(Result.success) ?? .failure(OSMSkipReasonError(reason: .noCoordinates))
        case "Polygon":
            rings = outerRing(coordinates).map { [$0] }
        case "MultiPolygon":
            rings = coordinates.array.map { polygons in polygons.compactMap(outerRing) }
        case "LineString", "MultiPoint":
            rings = line(coordinates).map { [$0] }
        default:
            return .failure(OSMSkipReasonError(reason: .unsupportedGeometry))
        }
        guard let rings, let center = OutlineCentroid.centroid(of: rings) else { return .failure(OSMSkipReasonError(reason: .noCoordinates)) }
        return .success(center)
    }

    static func overpassPosition(_ element: ImportedJSONValue) -> GeoPoint? {
        if case let .array(points)? = element["geometry"] {
            return OutlineCentroid.centroid(of: [points.compactMap(latitudeLongitude)])
        }
        if case let .array(members)? = element["members"] {
            let outlines = members.filter { $0["type"]?.string == "way" && $0["geometry"] != nil }
            let outer = outlines.filter { $0["role"]?.string == "outer" }
            let stretches = (outer.isEmpty ? outlines : outer).map { ($0["geometry"]?.array ?? []).compactMap(latitudeLongitude) }
            if let center = OutlineCentroid.centroid(of: OutlineRings.rings(joining: stretches)) { return center }
        }
        if let bounds = element["bounds"],
           let south = bounds["minlat"]?.double, let north = bounds["maxlat"]?.double,
           let west = bounds["minlon"]?.double, let east = bounds["maxlon"]?.double {
            return GeoPoint(latitude: (south + north) / 2, longitude: (west + east) / 2)
        }
        return nil
    }

    /// GeoJSON's `[longitude, latitude]`.
    private static func point(_ value: ImportedJSONValue) -> GeoPoint? {
        guard let pair = value.array, pair.count >= 2, let longitude = pair[0].double, let latitude = pair[1].double else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    private static func line(_ value: ImportedJSONValue) -> [GeoPoint]? {
        value.array.map { $0.compactMap(point) }
    }

    /// A polygon's first ring, its outline (the others are holes).
    private static func outerRing(_ polygon: ImportedJSONValue) -> [GeoPoint]? {
        polygon.array?.first.flatMap(line)
    }

    /// Overpass's `{"lat": …, "lon": …}`.
    private static func latitudeLongitude(_ value: ImportedJSONValue) -> GeoPoint? {
        guard let latitude = value["lat"]?.double, let longitude = value["lon"]?.double else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }
}
