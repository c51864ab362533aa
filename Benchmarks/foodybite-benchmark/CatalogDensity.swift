import ArgumentParser
import CatalogDomain
import DemoCatalog
import FoodybiteServer
import Foundation

/// How the generated restaurants are spread: evenly over one area around Lisbon, or clustered in
/// cities of `citySize` restaurants each (a realistic density: a city's restaurants within a few
/// kilometres, countryside between them).
enum CatalogDensity: String, ExpressibleByArgument, CaseIterable {
    case uniform
    case cities

    /// Metres around its centre that a city's restaurants spread over.
    static let cityRadius = 8_000.0

    /// The centres queries are asked around, with how far from them.
    struct Layout {
        let centres: [GeoPoint]
        let spread: Double
        let description: String
    }

    func layout(restaurants: Int, citySize: Int, seed: UInt64, radius: Double) -> Layout {
        switch self {
        case .uniform:
            return Layout(centres: [DemoCatalog.center], spread: radius, description: "within \(Int(radius / 1_000)) km of Lisbon")
        case .cities:
            let count = max(1, restaurants / max(1, citySize))
            return Layout(centres: Self.cityCentres(count: count, seed: seed), spread: Self.cityRadius, description: "in \(count) cities of \(Int(Self.cityRadius / 1_000)) km radius across Iberia")
        }
    }

    /// The generators of the restaurants: one for the uniform area, one per city (each with its own
    /// seed, so place ids never collide).
    func generators(count: Int, layout: Layout, seed: UInt64, radius: Double) -> [DemoCatalogGenerator] {
        switch self {
        case .uniform:
            return [DemoCatalogGenerator(count: count, seed: seed, center: DemoCatalog.center, radius: radius)]
        case .cities:
            return layout.centres.enumerated().map { index, centre in
                let share = count / layout.centres.count + (index < count % layout.centres.count ? 1 : 0)
                return DemoCatalogGenerator(count: share, seed: seed &+ UInt64(index) &* 1_000_003, center: centre, radius: Self.cityRadius)
            }
        }
    }

    /// City centres scattered over the Iberian peninsula (37°–43° N, 9°–1° W), at least ~40 km apart
    /// where there is room.
    private static func cityCentres(count: Int, seed: UInt64) -> [GeoPoint] {
        var random = SeededRandomNumberGenerator(seed: seed ^ 0xC171_E5)
        var centres: [GeoPoint] = []
        var attempts = 0
        while centres.count < count {
            let candidate = GeoPoint(latitude: 37 + 6 * random.unit(), longitude: -9 + 8 * random.unit())
            attempts += 1
            if attempts > 10_000 || centres.allSatisfy({ $0.distance(to: candidate) > 40_000 }) { centres.append(candidate) }
        }
        return centres
    }
}
