@testable import CatalogDomain
@testable import CatalogImport
import XCTest

final class OSMPlaceFactsReaderTests: XCTestCase {
    func test_facts_readsKindDietsAccessServiceBrandAndNamesInOtherLanguages() {
        let facts = OSMPlaceFactsReader.facts([
            "amenity": "fast_food", "name": "Döner", "diet:vegetarian": "yes", "diet:vegan": "only", "diet:halal": "no",
            "wheelchair": "limited", "takeaway": "only", "delivery": "no", "outdoor_seating": "yes", "brand": "Chain",
            "name:de": "Döner", "name:zh-Hans": "烤肉", "name:etymology": "not a language", "name:left": "neither",
        ])

        XCTAssertEqual(facts, CatalogPlaceFacts(
            kind: "fast_food", diets: ["vegetarian": .yes, "vegan": .only, "halal": .no], wheelchair: .limited,
            takeaway: true, delivery: false, outdoorSeating: true, brand: "Chain", otherNames: ["de": "Döner", "zh-Hans": "烤肉"]
        ))
        XCTAssertEqual(facts.servesVegetarianFood, true)
    }

    func test_facts_leavesUnknownWhatOSMDoesNotDefine() {
        let facts = OSMPlaceFactsReader.facts([
            "amenity": "restaurant", "wheelchair": "partly", "takeaway": "maybe", "diet:vegetarian": "limited", "brand": "",
        ])

        XCTAssertEqual(facts, CatalogPlaceFacts(kind: "restaurant"))
        XCTAssertNil(facts.servesVegetarianFood)
    }

    func test_storageText_roundTripsAndIsNilWhenNothingIsKnown() {
        let facts = CatalogPlaceFacts(kind: "cafe", diets: ["vegetarian": .no], wheelchair: .yes, otherNames: ["ru": "Кафе"])

        XCTAssertEqual(CatalogPlaceFacts(storageText: facts.storageText), facts)
        XCTAssertEqual(facts.servesVegetarianFood, false)
        XCTAssertNil(CatalogPlaceFacts().storageText)
        XCTAssertEqual(CatalogPlaceFacts(storageText: "{not json"), CatalogPlaceFacts())
    }
}
