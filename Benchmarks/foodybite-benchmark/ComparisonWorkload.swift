import CatalogDomain
import DemoCatalog
import FoodybiteServer
import Foundation

/// The questions the comparison asks, drawn from a seed: each kind labelled as the table shows it.
struct ComparisonWorkload {
    enum Question {
        case nearby(NearbyQuery)
        case autocomplete(AutocompleteQuery)
        /// A read through GRDB's asynchronous API that asks nothing: the hand-off to a reader's queue
        /// and back, which the catalog's searches skip by reading on the calling thread when they can.
        case emptyRead
    }

    struct Kind: Sendable {
        let label: String
        let make: @Sendable (inout ComparisonWorkload) -> Question
    }

    static let resultLimit = 20
    static let predictionLimit = 5
    private static let keywords = ["pizza", "sushi", "tasca", "vegan", "grill", "thai"]

    private let seed: UInt64
    private var random: SeededRandomNumberGenerator
    private let layout: CatalogDensity.Layout
    private let names: [String]

    init(seed: UInt64, layout: CatalogDensity.Layout, names: [String]) {
        self.seed = seed
        self.random = SeededRandomNumberGenerator(seed: seed)
        self.layout = layout
        self.names = names
    }

    /// The questions of the kind at `index` of `kinds`, drawn from a seed of their own.
    func forKind(at index: Int) -> ComparisonWorkload {
        ComparisonWorkload(seed: seed &+ UInt64(index) &* 1_000_003, layout: layout, names: names)
    }

    static let kinds: [Kind] = [emptyReadKind] + ratingKinds + distanceKinds + autocompleteKinds

    private static let emptyReadKind = Kind(label: "an empty async read (no SQL)") { _ in .emptyRead }

    private static let ratingKinds: [Kind] = [500.0, 1_000, 10_000, 50_000].map { radius in
        let label = radius >= 1_000 ? "\(Int(radius / 1_000)) km" : "\(Int(radius)) m"
        return Kind(label: "top \(resultLimit) by rating r=\(label)") { workload in
            .nearby(NearbyQuery(center: workload.location(), radius: radius, limit: resultLimit))
        }
    }

    private static let distanceKinds: [Kind] = [
        Kind(label: "nearest \(resultLimit)") { workload in
            .nearby(NearbyQuery(center: workload.location(), radius: nil, ranking: .distance, limit: resultLimit))
        },
        Kind(label: "nearest \(resultLimit) with a keyword") { workload in
            let keyword = workload.random.pick(keywords)
            return .nearby(NearbyQuery(center: workload.location(), radius: nil, ranking: .distance, keyword: keyword, limit: resultLimit))
        },
    ]

    private static let autocompleteKinds: [Kind] = [
        Kind(label: "autocomplete, 1–5 Latin letters") { workload in
            .autocomplete(AutocompleteQuery(input: workload.latinInput(), location: workload.location(), radius: 5_000, limit: predictionLimit))
        },
        Kind(label: "autocomplete, 1–5 Cyrillic letters") { workload in
            .autocomplete(AutocompleteQuery(input: workload.cyrillicInput(), location: workload.location(), radius: 5_000, limit: predictionLimit))
        },
    ]

    /// Near one of the layout's centres, more often close to it.
    mutating func location() -> GeoPoint {
        let center = random.pick(layout.centres)
        let distance = layout.spread * random.unit() * random.unit()
        let angle = random.unit() * 2 * Double.pi
        let metresPerDegree = GeoPoint.earthRadius * Double.pi / 180
        return GeoPoint(
            latitude: center.latitude + distance * cos(angle) / metresPerDegree,
            longitude: center.longitude + distance * sin(angle) / (metresPerDegree * cos(center.latitude * Double.pi / 180))
        )
    }

    /// The first 1–5 letters of a word of a catalog name (the names given, not the Russian ones).
    private mutating func latinInput() -> String {
        let words = random.pick(names).split { !($0.isLetter || $0.isNumber) }
        let word = words.isEmpty ? "a" : String(random.pick(words))
        return String(word.prefix(random.int(in: 1...5)))
    }

    private mutating func cyrillicInput() -> String {
        String(random.pick(RussianRestaurantNames.words).prefix(random.int(in: 1...5)))
    }
}
