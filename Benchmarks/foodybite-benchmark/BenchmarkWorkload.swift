import CatalogDomain
import DemoCatalog
import FoodybiteServer
import Foundation

/// Random queries over the benchmark catalog, drawn from a seed so every run asks the same things.
struct BenchmarkWorkload {
    struct Nearby {
        let label: String
        let query: NearbyQuery
    }

    private(set) var random: SeededRandomNumberGenerator
    let center: GeoPoint
    /// Metres around the centre that queries are asked from.
    let spread: Double
    let names: [String]

    init(seed: UInt64, center: GeoPoint, spread: Double, names: [String]) {
        self.random = SeededRandomNumberGenerator(seed: seed)
        self.center = center
        self.spread = spread
        self.names = names
    }

    /// Somewhere in the catalog's area, more often near the centre (where people search).
    mutating func location() -> GeoPoint {
        let distance = spread * random.unit() * random.unit()
        let angle = random.unit() * 2 * Double.pi
        let metresPerDegree = GeoPoint.earthRadius * Double.pi / 180
        return GeoPoint(
            latitude: center.latitude + distance * cos(angle) / metresPerDegree,
            longitude: center.longitude + distance * sin(angle) / (metresPerDegree * cos(center.latitude * Double.pi / 180))
        )
    }

    /// The app's searches: by rating within a radius (its default 10 km included), by distance with a
    /// keyword, and open now (by rating within 2 km, and by distance).
    mutating func nearby() -> Nearby {
        let location = location()
        switch random.int(below: 10) {
        case 0..<6:
            let radius = [500.0, 1_000, 2_000, 5_000, 10_000][random.int(below: 5)]
            return Nearby(label: "nearby prominence r=\(Int(radius)) m", query: NearbyQuery(center: location, radius: radius))
        case 6..<8:
            let keyword = ["pizza", "sushi", "tasca", "vegan", "grill", "thai"][random.int(below: 6)]
            return Nearby(label: "nearby rankby=distance keyword", query: NearbyQuery(center: location, radius: nil, ranking: .distance, keyword: keyword))
        case 8:
            return Nearby(label: "nearby opennow r=2000 m", query: NearbyQuery(center: location, radius: 2_000, openNow: true))
        default:
            return Nearby(label: "nearby rankby=distance opennow", query: NearbyQuery(center: location, radius: nil, ranking: .distance, openNow: true))
        }
    }

    /// What someone typing a restaurant's name has typed so far: its first words, the last cut short.
    /// A word of a name, 5 to 8 letters long, spelt right and with two letters after its second swapped
    /// (`pizzaria` → `pizazria`), as typo correction sees it; nil when the name has no such word.
    mutating func misspeltWord() -> (right: String, misspelt: String)? {
        let words = names[random.int(below: names.count)].lowercased().split(separator: " ").map(String.init)
            .filter { (5...8).contains($0.count) && $0.allSatisfy(\.isLetter) }
        guard !words.isEmpty else { return nil }
        let right = words[random.int(below: words.count)]
        var letters = Array(right)
        let first = 2 + random.int(below: letters.count - 3)
        letters.swapAt(first, first + 1)
        return (right, String(letters))
    }

    mutating func autocompleteInput() -> String {
        let words = names[random.int(below: names.count)].split(separator: " ").map(String.init)
        let count = 1 + random.int(below: min(2, words.count))
        var typed = Array(words.prefix(count))
        let last = typed.removeLast()
        typed.append(String(last.prefix(max(2, random.int(in: 2...max(2, last.count))))))
        return typed.joined(separator: " ")
    }
}
