@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// The importer on a real, messy export: 778 Copenhagen restaurants from OpenStreetMap
/// (© OpenStreetMap contributors, ODbL), read from the shared folder beside the package and skipped
/// where it is absent (a user's clone).
final class OSMImporterCopenhagenTests: XCTestCase {
    func test_importFile_importsEveryNamedCopenhagenRestaurantAndReportsWhatItSkipped() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importFile(at: try Self.exportURL())

        XCTAssertEqual(summary.format, .geoJSON)
        XCTAssertEqual(summary.records, 778)
        XCTAssertEqual(summary.inserted, 777)
        XCTAssertEqual(summary.skipped, [.noName: 1])
        XCTAssertEqual(summary.withOpeningHours, 556)
        XCTAssertGreaterThan(summary.withUsableOpeningHours, 540)
        XCTAssertGreaterThan(summary.openingHoursNotes[.publicHolidays] ?? 0, 10)
        XCTAssertGreaterThan(summary.openingHoursNotes[.datesOrMonths] ?? 0, 10)
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 777)
    }

    func test_importFile_readsAKnownRestaurantAsOpenStreetMapDescribesIt() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importFile(at: try Self.exportURL())

        let nearby = try await database.restaurants(near: GeoPoint(latitude: 55.6902172, longitude: 12.5639074), radius: 5)
        let bryghus = try XCTUnwrap(nearby.first { $0.name == "Nørrebro Bryghus Restaurant" })
        XCTAssertEqual(bryghus.cuisines, ["regional"])
        XCTAssertEqual(bryghus.internationalPhoneNumber, "+45 35300530")
        XCTAssertEqual(bryghus.website, "https://noerrebrobryghus.dk/")
        XCTAssertEqual(bryghus.timeZone, "Europe/Copenhagen")
        guard case let .weekly(intervals)? = bryghus.openingHours else { return XCTFail("expected weekly hours") }
        XCTAssertEqual(intervals.filter { $0.day == 1 }.map { [$0.start, $0.end] }, [[720, 900], [1_050, 1_320]])
        XCTAssertEqual(intervals.filter { $0.day == 0 }, [], "closed on Sundays")
    }

    func test_importFile_isIdempotent() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importFile(at: try Self.exportURL())
        let again = try await sut.importFile(at: try Self.exportURL())

        XCTAssertEqual(again.inserted, 0)
        XCTAssertEqual(again.updated, 777)
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 777)
    }

    func test_autocomplete_findsDanishNamesTypedWithoutTheirLetters() async throws {
        let (sut, database) = try makeSUT()
        _ = try await sut.importFile(at: try Self.exportURL())
        let catalog = SQLiteRestaurantCatalog(database: database)

        let hits = try await catalog.autocomplete(AutocompleteQuery(input: "norrebro bryg", location: GeoPoint(latitude: 55.69, longitude: 12.56)))

        XCTAssertEqual(hits.first?.name, "Nørrebro Bryghus Restaurant")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (OSMImporter, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (OSMImporter(database: database, options: .init(timeZone: "Europe/Copenhagen")), database)
    }

    static func exportURL() throws -> URL {
        let url = PackageLayout.sharedDirectory.appendingPathComponent("osm/copenhagen_restaurants.geojson")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("The shared OpenStreetMap export is not here (\(url.path)); it lives beside the package only on the team's machines.")
        }
        return url
    }
}
