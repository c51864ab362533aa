@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import Foundation
import XCTest

/// An import of Almaty as OpenStreetMap has it, in Cyrillic: its restaurants are found by what a
/// person types in Latin letters, as written, and with a typo; a name in Latin letters by its Cyrillic
/// spelling.
final class OSMCyrillicImportTests: XCTestCase {
    func test_import_makesCyrillicNamesFoundByTheirLatinSpellingsAsWrittenAndWithATypo() async throws {
        let (database, _) = try makeCatalogDatabase()
        _ = try await OSMImporter(database: database).importData(Self.almaty)
        let catalog = ForgivingRestaurantCatalog(base: SQLiteRestaurantCatalog(database: database), words: SQLiteRestaurantCatalog(database: database))

        func search(_ input: String) async throws -> [String] {
            try await catalog.autocomplete(AutocompleteQuery(input: input, location: Self.centre, limit: 5)).map(\.name)
        }
        func nearby(_ keyword: String) async throws -> [String] {
            let hits = try await catalog.nearby(NearbyQuery(center: Self.centre, radius: 5_000, ranking: .distance, keyword: keyword), now: Date())
            return try await catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: false).map(\.name)
        }

        let plov = try await search("plov")
        XCTAssertEqual(Set(plov), ["Плов Центр", "Ташкентский плов"])
        let written = try await search("Плов")
        XCTAssertEqual(Set(written), ["Плов Центр", "Ташкентский плов"])
        let dastarkhan = try await search("dastarkhan")
        XCTAssertEqual(dastarkhan, ["Дастархан"])
        let typo = try await nearby("dastarkan")
        XCTAssertEqual(typo, ["Дастархан"], "1 edit from a 9-letter Latin spelling")
        let cuisine = try await nearby("vegano")
        XCTAssertEqual(cuisine, ["Зелёный"], "a cuisine by a word for it")
        let latinByCyrillic = try await nearby("Нават")
        XCTAssertEqual(latinByCyrillic, ["Navat"], "the way back: typed in Cyrillic, named in Latin letters")
        let latinByCyrillicPrefix = try await search("нав")
        XCTAssertEqual(latinByCyrillicPrefix, ["Navat"])
    }

    private static let centre = GeoPoint(latitude: 43.238, longitude: 76.889)

    private static let almaty = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "node", "id": 1, "lat": 43.2380, "lon": 76.8890, "tags": {"amenity": "restaurant", "name": "Плов Центр", "cuisine": "uzbek"}},
      {"type": "node", "id": 2, "lat": 43.2400, "lon": 76.8900, "tags": {"amenity": "restaurant", "name": "Ташкентский плов"}},
      {"type": "node", "id": 3, "lat": 43.2420, "lon": 76.8950, "tags": {"amenity": "restaurant", "name": "Дастархан", "cuisine": "kazakh"}},
      {"type": "node", "id": 4, "lat": 43.2350, "lon": 76.8800, "tags": {"amenity": "restaurant", "name": "Зелёный", "cuisine": "vegan"}},
      {"type": "node", "id": 5, "lat": 43.2360, "lon": 76.8810, "tags": {"amenity": "restaurant", "name": "Navat"}}
    ]}
    """#.utf8)
}
