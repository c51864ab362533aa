@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
import FoodybiteServer
import Foundation
import XCTest

/// Every plan nearby search can choose (the R*Tree's box or the rating-ordered index; the box, the
/// full-text matches near the circle (looked up, or the rating order checked for the words) or every
/// full-text match for a keyword; growing circles for nearest first) must answer like a brute-force
/// filter, with keywords, price ranges and sets, minimum ratings, a rectangle area, open-now (closed
/// restaurants included), what places say of themselves (diets, wheelchair, takeaway …) and cuisines in play.
final class NearbySearchFilterPropertyTests: XCTestCase {
    private static let words = ["tasca", "taberna", "pizza", "pizzeria", "sushi", "verde", "casa", "grill", "thai", "mar", "marisco", "marisqueira"]
    private static let center = GeoPoint(latitude: 38.72, longitude: -9.14)
    private static let cuisines = ["portuguese", "italian", "japanese", "seafood", "pizza", "middle_eastern"]

    func test_nearby_answersLikeABruteForceFilterWhicheverPlanItTakes() async throws {
        var random = SeededRandomNumberGenerator(seed: 99)
        let restaurants = (0..<600).map { makeRestaurant($0, random: &random) }
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        let plans = [(0, 0), (0, Int.max), (Int.max, 0), (Int.max, Int.max)].flatMap { dense, rare in
            [(0, 0), (Int.max, 50), (Int.max, Int.max)].map { rings, trial in
                (
                    name: "dense \(dense), rare \(rare), nearest rings \(rings), rating order trial \(trial)",
                    catalog: SQLiteRestaurantCatalog(
                        database: database, ratingOrderTrialRows: trial, denseBoxThreshold: dense, rareKeywordThreshold: rare, nearestRowBudget: rings,
                        keywordRatingWalkThreshold: dense
                    )
                )
            }
        }

        // One plan knows every word of the index, so it answers a word no indexed word starts with at once.
        try await plans[0].catalog.keepEveryWord()

        for _ in 0..<60 {
            let query = makeQuery(random: &random)
            // Any day and time of the week, in Lisbon.
            let now = Date(timeIntervalSince1970: 1_749_600_000 + Double(random.int(below: 7 * 24 * 60)) * 60)

            let expected = expectedHits(restaurants, query: query, now: now)
            for plan in plans {
                let hits = try await plan.catalog.nearby(query, now: now)

                XCTAssertEqual(hits.map(\.placeID), expected, "\(plan.name): \(query)")
            }
        }
    }

    // MARK: - Helpers

    private func makeRestaurant(_ index: Int, random: inout SeededRandomNumberGenerator) -> CatalogRestaurant {
        let distance = 12_000 * random.unit().squareRoot(), angle = random.unit() * 2 * Double.pi
        let location = GeoPoint(
            latitude: Self.center.latitude + distance * cos(angle) / 111_195,
            longitude: Self.center.longitude + distance * sin(angle) / (111_195 * cos(Self.center.latitude * Double.pi / 180))
        )
        let open = random.int(in: 6...20) * 60
        let hours: OpeningHours? = random.chance(0.2) ? nil : .weekly((0...6).filter { _ in random.chance(0.8) }.map {
            OpeningInterval(day: $0, start: open, end: open + random.int(in: 2...12) * 60)
        })
        let rated = random.chance(0.85)
        let key = "filters:\(index)"
        return CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: key), sourceKey: key, source: .demo,
            name: "\(random.pick(Self.words).capitalized) \(random.pick(Self.words).capitalized) \(index)",
            location: location, vicinity: "Rua \(random.pick(Self.words).capitalized) \(index), Lisboa",
            cuisines: Array(Set((0..<random.int(in: 1...2)).map { _ in random.pick(Self.cuisines) })).sorted(), openingHours: hours, timeZone: "Europe/Lisbon",
            rating: rated ? Double(random.int(in: 30...50)) / 10 : nil, ratingsTotal: rated ? random.int(in: 1...3) * 10 : 0,
            priceLevel: random.chance(0.85) ? random.int(in: 1...4) : nil,
            businessStatus: random.chance(0.1) ? random.pick([.closedTemporarily, .closedPermanently]) : .operational,
            facts: makeFacts(random: &random)
        )
    }

    /// Facts as imports have them: mostly unknown, sometimes yes or no.
    private func makeFacts(random: inout SeededRandomNumberGenerator) -> CatalogPlaceFacts {
        var facts = CatalogPlaceFacts()
        for diet in ["vegetarian", "vegan", "halal", "kosher", "gluten_free"] where random.chance(0.3) {
            facts.diets[diet] = random.pick([.yes, .only, .no])
        }
        if random.chance(0.4) { facts.wheelchair = random.pick([.yes, .limited, .no]) }
        if random.chance(0.4) { facts.takeaway = random.chance(0.6) }
        if random.chance(0.3) { facts.outdoorSeating = random.chance(0.6) }
        if random.chance(0.3) { facts.delivery = random.chance(0.5) }
        return facts
    }

    private func makeRequirements(random: inout SeededRandomNumberGenerator) -> PlaceRequirements? {
        guard random.chance(0.3) else { return nil }
        return PlaceRequirements(
            diets: random.chance(0.5) ? [random.pick(PlaceRequirements.Diet.allCases)] : [],
            wheelchair: random.chance(0.3), takeaway: random.chance(0.3), delivery: random.chance(0.2), outdoorSeating: random.chance(0.2)
        )
    }

    /// What a person reads the requirements as, written out rather than through `PlaceRequirements`.
    private func saysWhatIsRequired(_ facts: CatalogPlaceFacts, _ requirements: PlaceRequirements?) -> Bool {
        guard let requirements else { return true }
        let served: (String) -> Bool = { [.yes, .only].contains(facts.diets[$0]) }
        for diet in requirements.diets {
            switch diet {
            case .vegetarian: guard served("vegetarian") || served("vegan") else { return false }
            default: guard served(diet.rawValue) else { return false }
            }
        }
        if requirements.wheelchair, facts.wheelchair != .yes { return false }
        if requirements.takeaway, facts.takeaway != true { return false }
        if requirements.delivery, facts.delivery != true { return false }
        if requirements.outdoorSeating, facts.outdoorSeating != true { return false }
        return true
    }

    private func makeQuery(random: inout SeededRandomNumberGenerator) -> NearbyQuery {
        let byDistance = random.chance(0.4)
        let keyword: String? = random.chance(byDistance ? 1 : 0.5)
            ? String(random.pick(Self.words + ["italian", "sea", "pizzaeria", "marisqiera"]).prefix(random.int(in: 3...8))) : nil
        let minPrice: Int? = random.chance(0.2) ? random.int(in: 1...2) : nil
        let maxPrice: Int? = random.chance(0.2) ? random.int(in: 2...4) : nil
        let priceLevels: [Int]? = random.chance(0.15) ? [1, 2, 3, 4].filter { _ in random.chance(0.5) } : nil
        let minimumRating: Double? = random.chance(0.3) ? Double(random.int(in: 0...9)) / 2 : nil
        let center = GeoPoint(latitude: Self.center.latitude + (random.unit() - 0.5) * 0.1, longitude: Self.center.longitude + (random.unit() - 0.5) * 0.1)
        let halfSide = 0.005 + random.unit() * 0.05
        let area: [GeoBoundingBox]? = random.chance(0.25) ? [GeoBoundingBox(
            minLatitude: center.latitude - halfSide, maxLatitude: center.latitude + halfSide * random.unit(),
            minLongitude: center.longitude - halfSide * random.unit(), maxLongitude: center.longitude + halfSide
        )] : nil
        return NearbyQuery(
            center: center,
            radius: byDistance ? nil : 500 + random.unit() * 15_000, ranking: byDistance ? .distance : .prominence,
            keyword: keyword, openNow: random.chance(0.3), includeClosed: random.chance(0.3), minimumRating: minimumRating, minPrice: minPrice, maxPrice: maxPrice,
            priceLevels: priceLevels, area: area, requirements: makeRequirements(random: &random),
            cuisines: random.chance(0.25) ? (0..<random.int(in: 1...2)).map { _ in random.pick(Self.cuisines) } : nil
        )
    }

    private func expectedHits(_ restaurants: [CatalogRestaurant], query: NearbyQuery, now: Date) -> [String] {
        let radius = query.radius ?? NearbyQuery.maximumRadius
        let localTime = LocalWeekTime(now, in: TimeZone(identifier: "Europe/Lisbon")!)
        let matching = restaurants.map { ($0, $0.location.distance(to: query.center)) }.filter { restaurant, distance in
            guard distance <= radius else { return false }
            if let keyword = query.keyword {
                let searched = RestaurantSearchText(restaurant)
                let words = [searched.name, searched.vicinity, searched.cuisines].joined(separator: " ").lowercased()
                    .split { !$0.isLetter && !$0.isNumber }
                guard words.contains(where: { $0.hasPrefix(keyword.lowercased()) }) else { return false }
            }
            if query.minPrice != nil || query.maxPrice != nil {
                guard let price = restaurant.priceLevel, (query.minPrice ?? 0)...(query.maxPrice ?? 4) ~= price else { return false }
            }
            if !query.includeClosed, restaurant.businessStatus == .closedPermanently { return false }
            if let levels = query.priceLevels {
                guard let price = restaurant.priceLevel, levels.contains(price) else { return false }
            }
            if let minimum = query.minimumRating, minimum > 0 {
                guard let rating = restaurant.rating, rating >= minimum else { return false }
            }
            if let area = query.area {
                guard area.contains(where: { $0.contains(restaurant.location) }) else { return false }
            }
            guard saysWhatIsRequired(restaurant.facts, query.requirements) else { return false }
            if let cuisines = query.cuisines {
                guard !Set(cuisines).isDisjoint(with: restaurant.cuisines) else { return false }
            }
            if query.openNow {
                guard restaurant.businessStatus == .operational, restaurant.openingHours?.isOpen(at: localTime) == true else { return false }
            }
            return true
        }
        let ranked = matching.sorted { lhs, rhs in
            if query.ranking == .distance { return lhs.1 < rhs.1 }
            let left = RatingRule.score(rating: lhs.0.rating, count: lhs.0.ratingsTotal) ?? 0
            let right = RatingRule.score(rating: rhs.0.rating, count: rhs.0.ratingsTotal) ?? 0
            if left != right { return left > right }
            if lhs.0.ratingsTotal != rhs.0.ratingsTotal { return lhs.0.ratingsTotal > rhs.0.ratingsTotal }
            return lhs.1 < rhs.1
        }
        return ranked.prefix(query.limit).map(\.0.placeID)
    }
}
