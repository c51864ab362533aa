@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

/// Autocomplete, whether the circles around the location hold enough or every full-text match is read
/// (also when a search by cut words gives up at once), must answer like a brute-force filter: names with
/// a word starting with each typed word, ignoring case and accents (Latin and Cyrillic), nearest first,
/// then by name, within the radius when bounds are strict, restaurants closed for good left out.
final class AutocompletePropertyTests: XCTestCase {
    private static let words = ["Łódź", "Café", "Tasca", "Taberna", "Pizzeria", "Sushi", "Zé", "Пельмени", "Столовая", "Борщ", "Øresund", "Straße", "Mar", "Marisco", "Marisqueira"]
    private static let center = GeoPoint(latitude: 38.72, longitude: -9.14)

    func test_autocomplete_answersLikeABruteForceFilter() async throws {
        var random = SeededRandomNumberGenerator(seed: 7)
        let restaurants = (0..<600).map { makeRestaurant($0, random: &random) }
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        let plans = [Int.max, 0].map { budget in
            (name: "failed check budget \(budget)", catalog: SQLiteRestaurantCatalog(database: database, autocompleteCheckBudget: budget))
        }

        // One plan knows every word of the index, so it answers a word no indexed word starts with at once.
        try await plans[0].catalog.keepEveryWord()

        for _ in 0..<60 {
            let query = makeQuery(random: &random)

            let expected = expectedHits(restaurants, query: query)
            for plan in plans {
                let hits = try await plan.catalog.autocomplete(query)

                XCTAssertEqual(hits.map(\.placeID), expected, "\(plan.name): \(query)")
            }
        }
    }

    // MARK: - Helpers

    private func makeRestaurant(_ index: Int, random: inout SeededRandomNumberGenerator) -> CatalogRestaurant {
        // Most near the centre, a few up to 80 km away (beyond the widest bias).
        let distance = (random.chance(0.95) ? 12_000 : 80_000) * random.unit().squareRoot(), angle = random.unit() * 2 * Double.pi
        let location = GeoPoint(
            latitude: Self.center.latitude + distance * cos(angle) / 111_195,
            longitude: Self.center.longitude + distance * sin(angle) / (111_195 * cos(Self.center.latitude * Double.pi / 180))
        )
        let key = "autocomplete:\(index)"
        return CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: key), sourceKey: key, source: .demo,
            name: "\(random.pick(Self.words)) \(random.pick(Self.words)) \(index)",
            location: location, vicinity: "Rua \(random.pick(Self.words)), Lisboa", timeZone: "Europe/Lisbon",
            businessStatus: random.chance(0.15) ? .closedPermanently : .operational
        )
    }

    private func makeQuery(random: inout SeededRandomNumberGenerator) -> AutocompleteQuery {
        // Now and then a word no name has, in either script: nothing to find anywhere.
        let words = random.chance(0.15) ? [random.pick(["Щука", "Quokka", "Xylo", "Marisqiera", "Tabrena"])] : Self.words
        let typed = words.shuffled(using: &random).prefix(random.int(in: 1...2))
            .map { String($0.folding(options: random.chance(0.5) ? .diacriticInsensitive : [], locale: nil).prefix(random.int(in: 1...8))) }
        let location = GeoPoint(latitude: Self.center.latitude + (random.unit() - 0.5) * 0.3, longitude: Self.center.longitude + (random.unit() - 0.5) * 0.3)
        return AutocompleteQuery(
            input: random.chance(0.5) ? typed.joined(separator: " ").uppercased() : typed.joined(separator: " "),
            location: location, radius: 200 + random.unit() * 10_000, strictBounds: random.chance(0.3), limit: random.int(in: 1...8)
        )
    }

    private func expectedHits(_ restaurants: [CatalogRestaurant], query: AutocompleteQuery) -> [String] {
        guard let location = query.location else { return [] }
        let typed = Self.folded(query.input)
        let matching = restaurants.map { ($0, $0.location.distance(to: location)) }.filter { restaurant, distance in
            // The name with its Latin spellings, and the cuisines with the words people use for them.
            let searched = RestaurantSearchText(restaurant)
            let words = Self.folded(searched.name + " " + searched.cuisines)
            guard restaurant.businessStatus != .closedPermanently,
                  !typed.isEmpty, typed.allSatisfy({ word in words.contains { $0.hasPrefix(word) } }) else { return false }
            return !query.strictBounds || distance <= query.radius ?? 0
        }
        return matching.sorted { ($0.1, $0.0.name) < ($1.1, $1.0.name) }.prefix(query.limit).map(\.0.placeID)
    }

    private static func folded(_ text: String) -> [String] {
        SearchFolding.fold(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
