import CatalogDomain

/// An approximate outline of the Tagus estuary between the river's mouth and Alverca, for keeping the
/// demo catalog's restaurants on land: its north shore follows Lisbon's riverfront, its south shore
/// Trafaria, Almada, Barreiro, Montijo and Alcochete. Within a few hundred metres of the real shores.
enum TagusEstuary {
    /// (latitude, longitude) corners, going round the water.
    private static let outline: [(Double, Double)] = [
        (38.690, -9.300), (38.697, -9.230), (38.695, -9.215), (38.702, -9.180), (38.705, -9.145), (38.707, -9.135),
        (38.713, -9.122), (38.726, -9.106), (38.738, -9.099), (38.768, -9.092), (38.790, -9.087), (38.830, -9.060),
        (38.850, -9.020), (38.850, -8.950), (38.760, -8.960), (38.706, -8.975), (38.665, -9.070), (38.675, -9.100),
        (38.688, -9.145), (38.679, -9.172), (38.680, -9.200), (38.672, -9.236), (38.660, -9.300),
    ]

    /// Whether the point lies in the water (by the even-odd rule over the outline).
    static func contains(_ point: GeoPoint) -> Bool {
        var inside = false
        var previous = outline[outline.count - 1]
        for corner in outline {
            let (latitude, longitude) = corner
            if (latitude > point.latitude) != (previous.0 > point.latitude) {
                let crossing = longitude + (point.latitude - latitude) / (previous.0 - latitude) * (previous.1 - longitude)
                if point.longitude < crossing { inside.toggle() }
            }
            previous = corner
        }
        return inside
    }
}
