@testable import Catalog
@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation
@testable import ServerJSON
import XCTest

/// Search results written straight with the members a mask selects must be the very JSON the mask
/// applied to their Places would be.
final class PlacesNewPlaceListTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_answer_writesSearchResultsAsTheMaskAppliedToTheirPlacesWould() throws {
        let json = PlaceNewJSON(now: F.wednesdayNoonInLisbon)
        let results = makeResults()
        let extensions = PlacesNewExtensions.members(rankedByRating: false, sources: results.map(\.source))
        let masks = [
            "places.id,places.displayName,places.location,places.rating,places.userRatingCount,places.regularOpeningHours.openNow,"
                + "places.businessStatus,places.priceLevel,places.photos,places.attributions,places.types,places.foodybiteCuisines",
            "places.displayName.text,places.rating",
            "places.name,places.primaryType,places.shortFormattedAddress,places.regularOpeningHours",
            "places.id",
        ]

        for text in masks {
            let mask = try XCTUnwrap(PlacesNewFieldMask.parse(text, for: .searchNearby))
            let selected = try XCTUnwrap(PlaceNewJSON.wholeSearchResultMembers(selectedBy: mask), text)

            let streamed = PlacesNewPlaceList.searchResults(results, selected: selected, json: json).answer(extensions: extensions)

            let tree = PlacesNewExtensions.adding(extensions, to: mask.apply(to: .object([(key: "places", value: .array(results.map(json.place)))])))
            XCTAssertEqual(String(decoding: streamed, as: UTF8.self), String(decoding: tree.bytes, as: UTF8.self), text)
        }
    }

    func test_answer_cutsPlacesGivenAsJSONToTheMask() throws {
        let json = PlaceNewJSON(now: F.wednesdayNoonInLisbon)
        let results = makeResults()
        let mask = try XCTUnwrap(PlacesNewFieldMask.parse("places.location.latitude,places.id", for: .searchNearby))

        let answer = PlacesNewPlaceList.values(results.map { (json.place($0), $0.source) }, mask: mask).answer(extensions: [])

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        let places = try XCTUnwrap(document["places"] as? [[String: Any]])
        XCTAssertEqual(places.map { Set($0.keys) }, Array(repeating: ["id", "location"], count: 3))
        XCTAssertEqual(places.map { Set(($0["location"] as? [String: Any])?.keys ?? [:].keys) }, Array(repeating: ["latitude"], count: 3))
    }

    func test_wholeSearchResultMembers_isNilForAMaskSelectingPartOfAMemberMoreThanResultsHaveOrEverything() throws {
        for text in ["places.location.latitude", "places.displayName.languageCode", "places.reviews", "places", "*"] {
            let mask = try XCTUnwrap(PlacesNewFieldMask.parse(text, for: .searchNearby), text)
            XCTAssertNil(PlaceNewJSON.wholeSearchResultMembers(selectedBy: mask), text)
        }
    }

    func test_place_hasEveryFieldASearchResultFillsForAResultThatHasThemAll() throws {
        // Given a rated, priced, open restaurant from a source that asks for credit, with a photo, an address and cuisines
        let photo = CatalogPhoto(reference: "photo-1", imageName: F.image.name, width: 2, height: 1, htmlAttributions: [])
        var restaurant = F.restaurant(
            "Tasca", rating: 4.5, ratingsTotal: 3, priceLevel: 2, hours: F.daily(600, 1_380), vicinity: "Rua Augusta", photos: [photo], source: .openStreetMap
        )
        restaurant.cuisines = ["portuguese"]
        let tasca = CatalogSearchResult(restaurant, at: F.wednesdayNoonInLisbon)

        // When it is made a Place
        guard case let .object(members) = PlaceNewJSON(now: F.wednesdayNoonInLisbon).place(tasca) else { return XCTFail("not an object") }

        // Then each field a search result fills is there, in the Place's order of them
        XCTAssertEqual(Set(members.map(\.key)), PlaceNewJSON.searchResultFields)
        XCTAssertEqual(members.map(\.key).first, "name")
    }

    private func makeResults() -> [CatalogSearchResult] {
        let photo = CatalogPhoto(reference: "photo-1", imageName: F.image.name, width: 2, height: 1, htmlAttributions: [#"Ana "A""#])
        var tasca = F.restaurant(#"Tasca "Zé""#, rating: 4.56, ratingsTotal: 3, priceLevel: 2, hours: F.daily(600, 1_380), vicinity: "Rua Augusta", photos: [photo])
        tasca.cuisines = ["portuguese", "pizza"]
        let bare = F.restaurant("Gone", businessStatus: .closedPermanently)
        let imported = F.restaurant("Imported", rating: 3.9, ratingsTotal: 1, source: .openStreetMap)
        return [tasca, bare, imported].map { CatalogSearchResult($0, at: F.wednesdayNoonInLisbon) }
    }
}
