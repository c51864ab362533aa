import CatalogDomain
import Foundation
import ServerStorage

/// The catalog in the in-memory database (route tests), answering as `SQLiteRestaurantCatalog` does
/// by reading every restaurant: the same filters, orders, word-prefix matching and merged ratings.
/// One difference: an autocomplete without a location lists its matches by name, where SQLite ranks
/// them by full-text relevance first.
package struct InMemoryRestaurantCatalog: RestaurantCatalog {
    package let database: InMemoryDatabase

    package init(database: InMemoryDatabase) {
        self.database = database
    }

    /// Inserts the restaurant, or replaces the one with the same `sourceKey` (keeping its place in ties).
    package func upsert(_ restaurant: CatalogRestaurant) {
        database.write { tables in
            let rowID = tables.restaurants[restaurant.sourceKey]?.rowID ?? tables.nextRowID()
            tables.restaurants[restaurant.sourceKey] = InMemoryRestaurantRow(rowID: rowID, restaurant: restaurant)
        }
    }

    package func save(_ image: CatalogImage) {
        database.write { $0.images[image.name] = image }
    }

    package func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        guard query.center.isValid, query.limit > 0 else { return [] }
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        guard radius > 0 else { return [] }
        let keywordWords = query.keyword.map(InMemorySearchText.words(in:))
        if keywordWords?.isEmpty == true { return [] }
        let candidates = database.read { tables in
            tables.restaurants.values.compactMap { row -> (row: InMemoryRestaurantRow, distance: Double, rating: Double?, total: Int)? in
                let restaurant = row.restaurant
                let distance = query.center.distance(to: restaurant.location)
                guard distance <= radius, query.areaContains(restaurant.location) else { return nil }
                if query.minPrice != nil || query.maxPrice != nil {
                    guard let price = restaurant.priceLevel, (query.minPrice ?? 0)...(query.maxPrice ?? 4) ~= price else { return nil }
                }
                if let levels = query.priceLevels {
                    guard let price = restaurant.priceLevel, levels.contains(price) else { return nil }
                }
                if query.openNow {
                    guard restaurant.businessStatus == .operational, restaurant.isOpen(at: now) == true else { return nil }
                }
                if !query.includeClosed, restaurant.businessStatus == .closedPermanently { return nil }
                if let requirements = query.requirements, !requirements.isMet(by: restaurant.facts) { return nil }
                guard query.admitsCuisines(restaurant.cuisines) else { return nil }
                if let keywordWords {
                    let searched = RestaurantSearchText(restaurant)
                    let text = [searched.name, searched.vicinity, searched.cuisines].joined(separator: " ")
                    guard InMemorySearchText.matches(keywordWords, in: text) else { return nil }
                }
                let rating = Self.effectiveRating(of: restaurant, in: tables)
                if let floor = query.ratingFloor {
                    guard let merged = rating.rating, merged >= floor else { return nil }
                }
                if let rated = query.rated, rated != (rating.rating != nil) { return nil }
                return (row, distance, rating.rating, rating.total)
            }
        }
        let ordered: [(row: InMemoryRestaurantRow, distance: Double, rating: Double?, total: Int)]
        switch query.ranking {
        case .distance:
            ordered = candidates.sorted { ($0.distance, $0.row.rowID) < ($1.distance, $1.row.rowID) }
        case .prominence:
            ordered = candidates.sorted { lhs, rhs in
                let left = RatingRule.score(rating: lhs.rating, count: lhs.total) ?? 0
                let right = RatingRule.score(rating: rhs.rating, count: rhs.total) ?? 0
                if left != right { return left > right }
                if lhs.total != rhs.total { return lhs.total > rhs.total }
                return (lhs.distance, lhs.row.rowID) < (rhs.distance, rhs.row.rowID)
            }
        }
        return ordered.prefix(query.limit).map { NearbyHit(placeID: $0.row.restaurant.placeID, distance: $0.distance) }
    }

    package func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        database.read { tables in
            var byPlaceID: [String: CatalogRestaurant] = [:]
            for row in tables.restaurants.values.sorted(by: { $0.rowID < $1.rowID }) where byPlaceID[row.restaurant.placeID] == nil {
                var restaurant = row.restaurant
                (restaurant.rating, restaurant.ratingsTotal) = Self.effectiveRating(of: restaurant, in: tables)
                if !includingReviews { restaurant.reviews = [] }
                byPlaceID[restaurant.placeID] = restaurant
            }
            return placeIDs.compactMap { byPlaceID[$0] }
        }
    }

    /// What autocomplete matches, as the full-text index does: the name and the cuisines of `RestaurantSearchText`.
    private static func autocompleteText(of restaurant: CatalogRestaurant) -> String {
        let text = RestaurantSearchText(restaurant)
        return text.name + " " + text.cuisines
    }

    package func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        let words = InMemorySearchText.words(in: query.input)
        guard query.limit > 0, !words.isEmpty else { return [] }
        let location = query.location.flatMap { $0.isValid ? $0 : nil }
        let matches = database.read { tables in
            tables.restaurants.values
                .filter { $0.restaurant.businessStatus != .closedPermanently && InMemorySearchText.matches(words, in: Self.autocompleteText(of: $0.restaurant)) }
                .map { row in
                    let restaurant = row.restaurant
                    return AutocompleteHit(
                        placeID: restaurant.placeID,
                        name: restaurant.name,
                        vicinity: restaurant.vicinity,
                        location: restaurant.location,
                        distance: location.map { $0.distance(to: restaurant.location) }
                    )
                }
        }
        guard location != nil else {
            return Array(matches.sorted { $0.name < $1.name }.prefix(query.limit))
        }
        let nearestFirst = matches.sorted { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
        guard query.strictBounds else { return Array(nearestFirst.prefix(query.limit)) }
        let bias = min(query.radius ?? SQLiteRestaurantCatalog.defaultAutocompleteBias, NearbyQuery.maximumRadius)
        return Array(nearestFirst.filter { ($0.distance ?? 0) <= bias }.prefix(query.limit))
    }

    package func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        database.read { tables in
            let photo = tables.restaurants.values.lazy.flatMap(\.restaurant.photos).first { $0.reference == reference }
            return photo.flatMap { tables.images[$0.imageName] }
        }
    }

    package func coverage() async throws -> CatalogCoverage {
        database.read { tables in
            let restaurants = tables.restaurants.values.map(\.restaurant)
            let latitudes = restaurants.map(\.location.latitude), longitudes = restaurants.map(\.location.longitude)
            let bounds = latitudes.min().map { south in
                GeoBoundingBox(minLatitude: south, maxLatitude: latitudes.max()!, minLongitude: longitudes.min()!, maxLongitude: longitudes.max()!)
            }
            return CatalogCoverage(restaurantCount: restaurants.count, demoCount: restaurants.filter { $0.source == .demo }.count, bounds: bounds)
        }
    }

    /// The catalog's rating merged with the Foodybite reviews' (`RatingRule`).
    private static func effectiveRating(of restaurant: CatalogRestaurant, in tables: InMemoryTables) -> (rating: Double?, total: Int) {
        let totals = tables.ratings[restaurant.placeID]
        let merged = RatingRule.merged(
            catalogRating: restaurant.rating, catalogCount: restaurant.ratingsTotal,
            reviewStars: totals?.starsTotal ?? 0, reviewCount: totals?.reviewCount ?? 0
        )
        return (merged.rating, merged.count)
    }
}

extension InMemoryRestaurantCatalog: CatalogWordIndex {
    package func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        Array(wordCounts().keys.filter { $0.hasPrefix(prefix) && lengths.contains($0.count) }.prefix(max(0, limit)))
    }

    package func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        wordCounts().filter { words.contains($0.key) }
    }

    private func wordCounts() -> [String: Int] {
        database.read { tables in
            tables.restaurants.values.reduce(into: [String: Int]()) { counts, row in
                let text = RestaurantSearchText(row.restaurant)
                for word in Set(SearchFolding.words(in: [text.name, text.vicinity, text.cuisines].joined(separator: " "))) { counts[word, default: 0] += 1 }
            }
        }
    }
}
