@testable import CatalogDomain
@testable import CatalogSQLite
import XCTest

final class PlaceNameLookupTests: XCTestCase {
    func test_places_keepsThoseWhoseAreaOrNameHasTheWordsAfterAComma() async throws {
        let sut = makeSUT()

        let inLisbon = try await sut.places(for: "Rua Augusta, Lisboa", limit: 5)
        let inPorto = try await sut.places(for: " rua augusta ,  porto ", limit: 5)

        XCTAssertEqual(inLisbon.map(\.key), ["lisboa-street"])
        XCTAssertEqual(inPorto.map(\.key), ["porto-street"])
    }

    func test_places_findsTheTownNamedAfterTheCommaAmongManyMorePlacesOfTheName() async throws {
        let elsewhere = (0..<200).map { index in
            GazetteerEntry(key: "street-\(index)", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 40, longitude: -8), area: "Aldeia \(index)")
        }
        let zambujal = GazetteerEntry(key: "wanted", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 47.14, longitude: 9.52), area: "Zambujal")
        let sut = PlaceNameLookup(gazetteer: InMemoryGazetteer(entries: elsewhere + [zambujal]))

        let found = try await sut.places(for: "Rua Augusta, Zambujal", limit: 5)

        XCTAssertEqual(found.map(\.key), ["wanted"], "sorted by name and kind alike, the one asked for comes after the other 200")
    }

    func test_places_answersEveryPlaceOfTheNameWhenNoneIsInTheTownNamedAfterTheComma() async throws {
        let sut = makeSUT()

        let found = try await sut.places(for: "Rua Augusta, Lisbon", limit: 5)

        XCTAssertEqual(Set(found.map(\.key)), ["lisboa-street", "porto-street"])
    }

    func test_places_answersTheNameAloneLargerPlacesFirstUpToTheLimitAndNothingForNoWords() async throws {
        let sut = makeSUT()

        let lisboa = try await sut.places(for: "Lisboa", limit: 5)
        let limited = try await sut.places(for: "rua", limit: 1)
        let nothing = try await sut.places(for: " , ,", limit: 5)
        let none = try await sut.places(for: "Lisboa", limit: 0)

        XCTAssertEqual(lisboa.map(\.key), ["city"])
        XCTAssertEqual(limited.count, 1)
        XCTAssertEqual(nothing, [])
        XCTAssertEqual(none, [])
    }

    private func makeSUT() -> PlaceNameLookup {
        PlaceNameLookup(gazetteer: InMemoryGazetteer(entries: [
            GazetteerEntry(key: "city", kind: .city, name: "Lisboa", otherNames: ["en": "Lisbon"], location: GeoPoint(latitude: 38.72, longitude: -9.14)),
            GazetteerEntry(key: "lisboa-street", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 38.71, longitude: -9.14), area: "Lisboa"),
            GazetteerEntry(key: "porto-street", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 41.15, longitude: -8.61), area: "Porto"),
        ]))
    }
}
