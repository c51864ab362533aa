import CatalogDomain
import Foundation

/// Where each demo restaurant stands: spread over the demo areas, branches kept apart, never in the river.
extension DemoCatalogGenerator {
    /// A point drawn from `random`, on land; a branch's is drawn again (from a stream of its own) until it
    /// stands far from the earlier branches of its name, in another area.
    package func location(at index: Int, drawingFrom random: inout SeededRandomNumberGenerator) -> GeoPoint {
        let drawn = onLand(point(&random), index: index)
        let branches = names.earlierBranches(of: index)
        guard !branches.isEmpty, branches.count < Self.branchesKeptApart else { return drawn }
        let taken = branches.map { branch in
            var theirs = stream(for: branch)
            return location(at: branch, drawingFrom: &theirs)
        }
        let areas = self.areas
        // Where the region has one area only (away from Lisbon), distance alone keeps branches apart.
        let takenAreas = areas.count > 1 ? taken.map { DemoArea.containing($0, among: areas) } : []
        let isFree = { (point: GeoPoint) in
            !self.isInWater(point) && taken.allSatisfy { $0.distance(to: point) >= Self.branchDistance }
                && (takenAreas.isEmpty || !takenAreas.contains(DemoArea.containing(point, among: areas)))
        }
        var again = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0xC2B2_AE3D_27D4_EB4F) ^ 0xB2A4_C5ED)
        var candidate = drawn
        var attempts = 0
        while !isFree(candidate), attempts < 200 {
            candidate = point(&again)
            attempts += 1
        }
        return candidate
    }

    /// Packed towards the centre as a city's restaurants are (a quarter within a sixth of the radius,
    /// most within half of it), uniform over each disc; rounded to 6 decimals (~0.1 m).
    package func point(_ random: inout SeededRandomNumberGenerator) -> GeoPoint {
        let tier = random.unit()
        let spread = tier < 0.25 ? 1.0 / 6 : (tier < 0.7 ? 0.45 : 1.0)
        let distance = radius * spread * random.unit().squareRoot()
        let angle = random.unit() * 2 * Double.pi
        let metresPerDegree = GeoPoint.earthRadius * Double.pi / 180
        let latitude = max(-89.9, min(89.9, center.latitude + distance * DeterministicTrigonometry.cosine(angle) / metresPerDegree))
        let longitudeScale = max(0.01, DeterministicTrigonometry.cosine(center.latitude * Double.pi / 180))
        var longitude = center.longitude + distance * DeterministicTrigonometry.sine(angle) / (metresPerDegree * longitudeScale)
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return GeoPoint(latitude: (latitude * 1e6).rounded() / 1e6, longitude: (longitude * 1e6).rounded() / 1e6)
    }

    /// A point in the water is drawn again (from a stream of its own, so the restaurant's other values
    /// stay as they were) until it lies on land.
    package func onLand(_ point: GeoPoint, index: Int) -> GeoPoint {
        guard isInWater(point) else { return point }
        var again = SeededRandomNumberGenerator(seed: seed ^ (UInt64(index) &* 0xA24B_AED4_963E_E407) ^ 0x7A6E_5EED)
        for _ in 0..<50 {
            let drawn = self.point(&again)
            if !isInWater(drawn) { return drawn }
        }
        return center
    }

    /// Only the Tagus is known, around Lisbon.
    package func isInWater(_ point: GeoPoint) -> Bool {
        center == DemoCatalog.center && TagusEstuary.contains(point)
    }
}
