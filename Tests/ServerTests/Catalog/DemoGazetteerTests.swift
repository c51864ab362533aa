@testable import CatalogDomain
@testable import DemoCatalog
import XCTest

final class DemoGazetteerTests: XCTestCase {
    func test_entries_nameLisbonItsNeighbourhoodsTownsAndStreetsWhereTheirRestaurantsStand() throws {
        let generator = DemoCatalogGenerator(count: 1_000)
        let restaurants = generator.restaurants()

        let entries = DemoGazetteer.entries(for: restaurants, generator: generator)

        XCTAssertEqual(entries.count, Set(entries.map(\.key)).count, "keys are unique")
        let alfama = entries.first { $0.name == "Alfama" }
        XCTAssertEqual(alfama?.kind, .neighbourhood)
        XCTAssertEqual(alfama?.area, "Lisboa")
        XCTAssertEqual(entries.first { $0.name == "Almada" }?.kind, .town)
        XCTAssertEqual(entries.first { $0.kind == .city }?.otherNames, ["en": "Lisbon"])
        let augusta = try XCTUnwrap(entries.first { $0.name == "Rua Augusta" })
        XCTAssertEqual(augusta.area, "Lisboa")
        let onIt = restaurants.filter { $0.vicinity?.hasPrefix("Rua Augusta ") == true }
        XCTAssertFalse(onIt.isEmpty)
        for restaurant in onIt {
            XCTAssertLessThan(restaurant.location.distance(to: augusta.location), 2_000, "the street is where its restaurants are")
        }
    }

    func test_entries_areNoneAwayFromLisbonWhereTheStreetsAreMadeUp() {
        let generator = DemoCatalogGenerator(count: 100, center: GeoPoint(latitude: 55.68, longitude: 12.57))

        XCTAssertEqual(DemoGazetteer.entries(for: generator.restaurants(), generator: generator), [])
    }
}
