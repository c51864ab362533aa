@testable import CatalogDomain
import XCTest

final class RestaurantSearchTextTests: XCTestCase {
    func test_init_addsTheLatinSpellingsOfANameInAnotherScriptAndLeavesALatinNameAsItIs() {
        XCTAssertEqual(makeSUT(name: "Плов").name, "Плов Plov")
        XCTAssertEqual(makeSUT(name: "Дастархан").name, "Дастархан Dastarhan Dastarkhan", "ICU's and the BGN romanisation")
        XCTAssertEqual(makeSUT(name: "Ελληνικό").name, "Ελληνικό Elleniko")
        XCTAssertEqual(makeSUT(name: "Łódź Café").name, "Łódź Café")
        XCTAssertEqual(makeSUT(name: "Phở Hà Nội").name, "Phở Hà Nội", "Vietnamese is Latin with marks")
    }

    func test_init_followsTheCuisinesWithTheWordsPeopleUseForThemOnce() {
        let sut = makeSUT(name: "Forno", cuisines: ["italian", "pizza", "regional"])

        XCTAssertEqual(sut.cuisines.split(separator: " ").prefix(3), ["italian", "pizza", "regional"])
        XCTAssertTrue(Set(sut.cuisines.split(separator: " ")).isSuperset(of: ["pizzeria", "pizzaria", "italiano", "trattoria"]), sut.cuisines)
        XCTAssertEqual(sut.cuisines.split(separator: " ").count, Set(sut.cuisines.split(separator: " ")).count, "each word once: \(sut.cuisines)")
    }

    func test_init_keepsTheVicinityAndNoCuisineAsEmptyText() {
        let sut = makeSUT(name: "Tasca", vicinity: "Rua Augusta 1")

        XCTAssertEqual(sut.vicinity, "Rua Augusta 1")
        XCTAssertEqual(sut.cuisines, "")
    }

    private func makeSUT(name: String, vicinity: String? = nil, cuisines: [String] = []) -> RestaurantSearchText {
        RestaurantSearchText(name: name, vicinity: vicinity, cuisines: cuisines)
    }
}
