@testable import CatalogDomain
import XCTest

final class PlaceRequirementsTests: XCTestCase {
    func test_initNames_readsDietsAndServicesOnceEachAndRefusesAnUnknownName() {
        let read = PlaceRequirements(names: [" Vegan", "wheelchair", "gluten_free", "vegan", "OUTDOOR_SEATING"])

        XCTAssertEqual(read, PlaceRequirements(diets: [.vegan, .glutenFree], wheelchair: true, outdoorSeating: true))
        XCTAssertNil(PlaceRequirements(names: ["vegan", "cheap"]))
        XCTAssertEqual(PlaceRequirements(names: [])?.isEmpty, true)
    }

    func test_isMet_asksEachFactToBeSaidAndTakesVeganFoodAsVegetarian() {
        let veganOnly = CatalogPlaceFacts(diets: ["vegan": .only], wheelchair: .limited, takeaway: true)
        let saysNo = CatalogPlaceFacts(diets: ["vegetarian": .no], wheelchair: .yes, takeaway: false)
        let unknown = CatalogPlaceFacts()

        XCTAssertTrue(PlaceRequirements(diets: [.vegetarian], takeaway: true).isMet(by: veganOnly))
        XCTAssertFalse(PlaceRequirements(wheelchair: true).isMet(by: veganOnly), "limited access is no promise")
        XCTAssertTrue(PlaceRequirements(wheelchair: true).isMet(by: saysNo))
        XCTAssertFalse(PlaceRequirements(diets: [.vegetarian]).isMet(by: saysNo))
        XCTAssertFalse(PlaceRequirements(takeaway: true).isMet(by: saysNo))
        XCTAssertFalse(PlaceRequirements(delivery: true).isMet(by: unknown), "unknown is not yes")
        XCTAssertTrue(PlaceRequirements().isMet(by: unknown))
    }
}
