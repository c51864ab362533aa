import CatalogDomain

/// A position for a place drawn as an outline: the centroid of its closed rings, weighted by their
/// areas (the shoelace formula in degrees, exact enough at a building's scale), or the mean of its
/// points when no ring encloses an area (an open way, or a ring cut by the extract's edge).
enum OutlineCentroid {
    static func centroid(of rings: [[GeoPoint]]) -> GeoPoint? {
        var totalWeight = 0.0, latitude = 0.0, longitude = 0.0
        for ring in rings where ring.count >= 4 && ring.first == ring.last {
            guard let (center, area) = centroidAndArea(ofClosedRing: ring), area > 1e-14 else { continue }
            totalWeight += area
            latitude += center.latitude * area
            longitude += center.longitude * area
        }
        if totalWeight > 0 {
            return GeoPoint(latitude: latitude / totalWeight, longitude: longitude / totalWeight)
        }
        let points = rings.joined()
        guard !points.isEmpty else { return nil }
        let count = Double(points.count)
        return GeoPoint(latitude: points.reduce(0) { $0 + $1.latitude } / count, longitude: points.reduce(0) { $0 + $1.longitude } / count)
    }

    /// Relative to the ring's first point, so that coordinates far from zero lose no precision.
    private static func centroidAndArea(ofClosedRing ring: [GeoPoint]) -> (GeoPoint, Double)? {
        let origin = ring[0]
        var twiceArea = 0.0, x = 0.0, y = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) {
            let (x0, y0) = (a.longitude - origin.longitude, a.latitude - origin.latitude)
            let (x1, y1) = (b.longitude - origin.longitude, b.latitude - origin.latitude)
            let cross = x0 * y1 - x1 * y0
            twiceArea += cross
            x += (x0 + x1) * cross
            y += (y0 + y1) * cross
        }
        guard twiceArea != 0 else { return nil }
        let center = GeoPoint(latitude: origin.latitude + y / (3 * twiceArea), longitude: origin.longitude + x / (3 * twiceArea))
        return (center, abs(twiceArea) / 2)
    }
}
