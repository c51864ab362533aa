import CatalogDomain
import Foundation
import ReviewsDomain
import ServerJSON

/// Reads the places a Places API (New) answer shows, in order: the catalog's restaurants and, when
/// reviews are asked for, their catalog reviews and the newest Foodybite reviews users wrote.
struct PlacesNewPlaceReader: Sendable {
    let catalog: any RestaurantCatalog
    let reviews: any ReviewRepository

    func places(_ placeIDs: [String], withReviews: Bool) async throws(PlacesNewError) -> [(restaurant: CatalogRestaurant, foodybiteReviews: [Review])] {
        do {
            let restaurants = try await catalog.restaurants(placeIDs: placeIDs, includingReviews: withReviews)
            var places: [(restaurant: CatalogRestaurant, foodybiteReviews: [Review])] = []
            for restaurant in restaurants {
                let written = withReviews ? try await reviews.reviews(ofRestaurant: restaurant.placeID, limit: PlaceNewJSON.reviewsPerKind) : []
                places.append((restaurant, written))
            }
            return places
        } catch {
            throw .catalogUnavailable
        }
    }

    /// The places of a search's answer as JSON, in order, with their sources: read as search results
    /// show them (only the columns a result carries, and its first photo) when the mask selects no more
    /// (`PlaceNewJSON.isAnsweredBySearchResults`), else whole.
    func searchPlaces(_ placeIDs: [String], mask: PlacesNewFieldMask, now: Date) async throws(PlacesNewError) -> [(json: JSONValue, source: CatalogSource)] {
        guard PlaceNewJSON.isAnsweredBySearchResults(mask) else { return try await wholePlaces(placeIDs, mask: mask, now: now) }
        let json = PlaceNewJSON(now: now)
        do {
            return try await catalog.searchResults(placeIDs: placeIDs, now: now).map { (json.place($0), $0.source) }
        } catch {
            throw .catalogUnavailable
        }
    }

    /// The places a nearby search finds, as `searchPlaces` reads them; as search results, they are read
    /// in the search itself, as the legacy route reads them, and written straight when the mask selects
    /// whole members of them (`PlaceNewJSON.wholeSearchResultMembers`).
    func nearbyPlaces(_ query: NearbyQuery, mask: PlacesNewFieldMask, now: Date) async throws(PlacesNewError) -> PlacesNewPlaceList {
        guard PlaceNewJSON.isAnsweredBySearchResults(mask) else {
            let hits: [NearbyHit]
            do {
                hits = try await catalog.nearby(query, now: now)
            } catch {
                throw .catalogUnavailable
            }
            return .values(try await wholePlaces(hits.map(\.placeID), mask: mask, now: now), mask: mask)
        }
        let results: NearbyResults
        do {
            results = try await catalog.nearby(query, now: now, loadingFirst: query.limit)
        } catch {
            throw .catalogUnavailable
        }
        let json = PlaceNewJSON(now: now)
        if let selected = PlaceNewJSON.wholeSearchResultMembers(selectedBy: mask) {
            return .searchResults(results.restaurants, selected: selected, json: json)
        }
        return .values(results.restaurants.map { (json.place($0), $0.source) }, mask: mask)
    }

    private func wholePlaces(_ placeIDs: [String], mask: PlacesNewFieldMask, now: Date) async throws(PlacesNewError) -> [(json: JSONValue, source: CatalogSource)] {
        let json = PlaceNewJSON(now: now)
        return try await places(placeIDs, withReviews: mask.selects(["places", "reviews"])).map {
            (json.place($0.restaurant, foodybiteReviews: $0.foodybiteReviews), $0.restaurant.source)
        }
    }
}
