@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

final class OSMImporterTests: XCTestCase {
    func test_importData_importsGDALStyleGeoJSONAndSkipsBadRecordsWithTheirReasons() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Self.geoJSON)

        XCTAssertEqual(summary.format, .geoJSON)
        XCTAssertEqual(summary.records, 7)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(summary.updated, 0)
        XCTAssertEqual(summary.skipped, [.noName: 1, .notRestaurant: 1, .invalidCoordinates: 1, .malformed: 1])
        let names = try await database.restaurants(near: Self.copenhagen).map(\.name)
        XCTAssertEqual(Set(names), ["Nørrebro Bryghus", "Smørrebrød & Co", "Polygon Place"], "a building outline is placed at its centroid")
    }

    func test_importData_readsNameCuisinePhoneAddressWebsiteAndHours() async throws {
        let (sut, database) = try makeSUT(timeZone: "Europe/Copenhagen")

        _ = try await sut.importData(Self.geoJSON)

        let restaurants = try await database.restaurants(near: Self.copenhagen)
        let bryghus = try XCTUnwrap(restaurants.first { $0.name == "Nørrebro Bryghus" })
        XCTAssertEqual(bryghus.source, .openStreetMap)
        XCTAssertEqual(bryghus.location, GeoPoint(latitude: 55.6902172, longitude: 12.5639074))
        XCTAssertEqual(bryghus.cuisines, ["regional", "smørrebrød"])
        XCTAssertEqual(bryghus.internationalPhoneNumber, "+45 35300530")
        XCTAssertEqual(bryghus.phoneNumber, "35300530")
        XCTAssertEqual(bryghus.website, "https://noerrebrobryghus.dk/")
        XCTAssertEqual(bryghus.timeZone, "Europe/Copenhagen")
        XCTAssertNil(bryghus.formattedAddress, "this export has no addr:* tags")
        XCTAssertNil(bryghus.rating)
        XCTAssertEqual(bryghus.openingHours, OSMOpeningHoursParser.parse("Mo-Th 12:00-15:00,17:30-22:00; Fr-Sa 12:00-15:00,17:30-23:00").hours)
        let smorrebrod = try XCTUnwrap(restaurants.first { $0.name == "Smørrebrød & Co" })
        XCTAssertEqual(smorrebrod.phoneNumber, "020 7946 0000", "contact:phone when there is no phone")
        XCTAssertEqual(smorrebrod.internationalPhoneNumber, "+44 20 7946 0000")
        XCTAssertEqual(smorrebrod.formattedAddress, "Vesterbrogade 12, 1620 København V")
        XCTAssertEqual(smorrebrod.vicinity, "Vesterbrogade 12, København V")
        XCTAssertEqual(smorrebrod.website, "https://www.smorrebrod.example")
    }

    func test_importData_countsTheOpeningHoursRulesItCouldNotUse() async throws {
        let (sut, _) = try makeSUT()

        let summary = try await sut.importData(Self.geoJSON)

        XCTAssertEqual(summary.withOpeningHours, 2)
        XCTAssertEqual(summary.withUsableOpeningHours, 2)
        XCTAssertEqual(summary.openingHoursNotes, [.publicHolidays: 1, .datesOrMonths: 1])
        XCTAssertTrue(summary.lines.contains { $0.contains("public-holiday rules (PH) 1") }, summary.lines.joined(separator: "\n"))
    }

    func test_importData_guessesAFixedOffsetFromTheLongitudeWhenNoTimeZoneIsGiven() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Self.geoJSON)

        XCTAssertTrue(summary.timeZoneGuessed)
        XCTAssertEqual(summary.timeZones, ["UTC+01:00": 3])
        let zones = try await database.restaurants(near: Self.copenhagen).map(\.timeZone)
        XCTAssertEqual(Set(zones), ["UTC+01:00"])
        XCTAssertTrue(summary.lines.contains { $0.contains("guessed from longitude") })
    }

    func test_importData_updatesInsteadOfDuplicatingWhenTheSameFileIsImportedAgain() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importData(Self.geoJSON)
        let second = try await sut.importData(Self.geoJSON)
        let overpassTwice = try await sut.importData(Self.overpass)
        let overpassAgain = try await sut.importData(Self.overpass)

        XCTAssertEqual(second.inserted, 0)
        XCTAssertEqual(second.updated, 3)
        XCTAssertEqual(overpassTwice.inserted, 3)
        XCTAssertEqual(overpassAgain.inserted, 0)
        XCTAssertEqual(overpassAgain.updated, 3)
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 6)
    }

    func test_importData_readsOverpassNodesAndTheCentresOfWaysAndRelations() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Self.overpass)

        XCTAssertEqual(summary.format, .overpass)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(summary.skipped, [.untagged: 1, .unsupportedGeometry: 1, .duplicate: 1])
        let restaurants = try await database.restaurants(near: Self.copenhagen)
        XCTAssertEqual(Set(restaurants.map(\.name)), ["Node Kitchen", "Way Bistro", "Relation Hall"])
        let way = try XCTUnwrap(restaurants.first { $0.name == "Way Bistro" })
        XCTAssertEqual(way.location, GeoPoint(latitude: 55.68, longitude: 12.57))
        XCTAssertEqual(way.url, "https://www.openstreetmap.org/way/20")
        XCTAssertEqual(way.openingHours, .alwaysOpen)
    }

    func test_importData_placesOverpassWaysAndRelationsGivenByTheirNodesAtTheCentroidOfTheirOutlines() async throws {
        // Given an `out body` + `>;` export: the outlines by node ids, the nodes after them, one way's nodes missing
        let (sut, database) = try makeSUT()

        // When it is imported
        let summary = try await sut.importData(Self.overpassByNodes)

        // Then the way and the relation are inside their outlines, the way's outline is kept, the nodes are geometry
        XCTAssertEqual(summary.inserted, 2)
        XCTAssertEqual(summary.skipped, [.untagged: 9, .unsupportedGeometry: 1])
        let restaurants = Dictionary(uniqueKeysWithValues: try await database.restaurants(near: Self.copenhagen).map { ($0.name, $0.location) })
        XCTAssertEqual(restaurants["Square Bistro"]?.latitude ?? 0, 55.681, accuracy: 1e-9)
        XCTAssertEqual(restaurants["Square Bistro"]?.longitude ?? 0, 12.571, accuracy: 1e-9)
        XCTAssertEqual(restaurants["Courtyard Hall"]?.latitude ?? 0, 55.691, accuracy: 1e-9, "the outer way's centroid")
        XCTAssertEqual(restaurants["Courtyard Hall"]?.longitude ?? 0, 12.581, accuracy: 1e-9)
        let outlines = try await SQLiteCatalogImportDestination(database: database).outlines(ofSourceKeys: ["osm:way/20"])
        XCTAssertEqual(outlines.first?.nodes.map(\.id), [1, 2, 3, 4, 1])
    }

    func test_importData_keepsEveryPhoneNumberOfARecordWithSeveral() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importData(Self.placeFacts)

        let restaurants = try await database.restaurants(near: Self.copenhagen)
        let twoLines = try XCTUnwrap(restaurants.first { $0.name == "Two Lines" })
        XCTAssertEqual(twoLines.internationalPhoneNumber, "+45 33 12 34 56; +45 70 10 20 30")
        XCTAssertEqual(twoLines.phoneNumber, "33 12 34 56; 70 10 20 30")
        let bothTags = try XCTUnwrap(restaurants.first { $0.name == "Both Tags" })
        XCTAssertEqual(bothTags.internationalPhoneNumber, "+45 33 12 34 56; +45 70 10 20 30", "phone, then contact:phone, each number once")
    }

    func test_importData_marksARecordWhoseHoursSayClosedAsTemporarilyClosed() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importData(Self.placeFacts)

        let restaurants = try await database.restaurants(near: Self.copenhagen)
        let statuses = Dictionary(uniqueKeysWithValues: restaurants.map { ($0.name, $0.businessStatus) })
        XCTAssertEqual(statuses["Closed"], .closedTemporarily)
        XCTAssertEqual(statuses["Off"], .closedTemporarily)
        XCTAssertEqual(statuses["Two Lines"], .operational)
        XCTAssertEqual(statuses["Closed Sundays"], .operational, "a day off is not a closed business")
        XCTAssertEqual(statuses["Renovating"], .operational)
    }

    func test_importData_keepsCommentOnlyHoursAsAnHoursNote() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Self.placeFacts)

        let restaurants = try await database.restaurants(near: Self.copenhagen)
        let renovating = try XCTUnwrap(restaurants.first { $0.name == "Renovating" })
        XCTAssertNil(renovating.openingHours)
        XCTAssertEqual(renovating.openingHoursNote, "renovation, opening soon")
        XCTAssertNil(restaurants.first { $0.name == "Two Lines" }?.openingHoursNote, "regular hours need no note")
        XCTAssertEqual(summary.openingHoursNotes[.commentOnly], 1)
    }

    func test_importData_replacesTheDemoCatalogUnlessAskedToKeepIt() async throws {
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 10))
        let keeping = OSMImporter(database: database, options: .init(keepsDemoCatalog: true))
        let replacing = OSMImporter(database: database)

        let kept = try await keeping.importData(Self.overpass)
        let countWithDemo = try await database.restaurantCount()
        let replaced = try await replacing.importData(Self.overpass)
        let countWithoutDemo = try await database.restaurantCount()

        XCTAssertEqual(kept.demoRestaurantsRemoved, 0)
        XCTAssertEqual(countWithDemo, 13)
        XCTAssertEqual(replaced.demoRestaurantsRemoved, 10)
        XCTAssertEqual(countWithoutDemo, 3)
    }

    func test_importData_replacingTheDemoCatalogTakesItsPlaceNamesForGood() async throws {
        let (database, _) = try makeCatalogDatabase()
        let configuration = CatalogConfiguration(demoRestaurantCount: 10)
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        let gazetteer = SQLiteGazetteer(reader: database.pool)
        let beforeImport = try await gazetteer.places(named: "Alfama", limit: 5)

        _ = try await OSMImporter(database: database).importData(Self.overpass)
        let afterImport = try await gazetteer.places(named: "Alfama", limit: 5)
        let restart = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        let afterRestart = try await gazetteer.places(named: "Alfama", limit: 5)

        XCTAssertEqual(beforeImport.map(\.name), ["Alfama"])
        XCTAssertEqual(afterImport, [], "the demo's neighbourhoods are not places of the imported data")
        XCTAssertEqual(restart, .alreadySeeded)
        XCTAssertEqual(afterRestart, [], "nor are they added back when the server starts again")
    }

    func test_importData_commitsInBatchesSoOtherWritersGetTheirTurn() async throws {
        let (database, _) = try makeCatalogDatabase()
        let commits = RestaurantCommitCounter()
        database.pool.add(transactionObserver: commits)
        let sut = OSMImporter(database: database, options: .init(batchSize: 1, pauseBetweenBatches: .zero))

        _ = try await sut.importData(Self.overpass)

        XCTAssertEqual(commits.count, 3, "one transaction per restaurant")
    }

    func test_importData_thatFailsPartWayKeepsTheCatalogItFoundAndFinishesWhenRunAgain() async throws {
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 10))
        try await database.pool.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuseRelationHall BEFORE INSERT ON restaurant WHEN NEW.name = 'Relation Hall'
                BEGIN SELECT RAISE(ABORT, 'disk full'); END
                """)
        }
        let sut = OSMImporter(database: database, options: .init(batchSize: 1, pauseBetweenBatches: .zero))

        await assertThrowsAsync { _ = try await sut.importData(Self.overpass) }
        let demoCountAfterFailure = try await database.pool.read { db in try CatalogWriter.restaurantCount(in: db, source: .demo) }
        try await database.pool.write { db in try db.execute(sql: "DROP TRIGGER refuseRelationHall") }
        let summary = try await sut.importData(Self.overpass)

        XCTAssertEqual(demoCountAfterFailure, 10, "the demo catalog stays until an import is complete")
        XCTAssertEqual(summary.demoRestaurantsRemoved, 10)
        XCTAssertEqual(summary.inserted + summary.updated, 3)
        let names = try await database.restaurants(near: Self.copenhagen).map(\.name)
        XCTAssertEqual(names.sorted(), ["Node Kitchen", "Relation Hall", "Way Bistro"], "nothing twice")
    }

    func test_importData_changesNothingWhenTheFileIsCutShortAfterValidElements() async throws {
        // Given a catalog with the demo restaurants and an export cut short after two complete elements
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 10))
        let sut = OSMImporter(database: database, options: .init(batchSize: 1, pauseBetweenBatches: .zero))
        let cut = Self.overpass.prefix(Self.overpass.count - 40)

        // When it is imported
        await assertThrowsAsync({ _ = try await sut.importData(cut) }, inspect: { error in
            // Then the error says where the file stops being JSON, and the catalog is the one it found
            guard case let .notJSON(reason) = error as? OSMImportError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("line 7, column 3: "), reason)
        })
        let count = try await database.restaurantCount()
        let demoCount = try await database.pool.read { db in try CatalogWriter.restaurantCount(in: db, source: .demo) }
        XCTAssertEqual(count, 10)
        XCTAssertEqual(demoCount, 10)
    }

    func test_importData_handsTheDestinationTheRestaurantsInBatchesOfTheBatchSize() async throws {
        // Given an importer with batches of two restaurants
        let destination = CatalogImportDestinationSpy()
        let sut = OSMImporter(destination: destination, options: .init(batchSize: 2))

        // When an export of three restaurants is imported
        _ = try await sut.importData(Self.overpass)

        // Then they come in a batch of two, then one
        XCTAssertEqual(destination.batchSizes, [2, 1])
        XCTAssertEqual(destination.replacingDemoCatalog, [true])
    }

    func test_importData_throwsForWhatIsNotJSONOrNotAnOSMExport() async throws {
        let (sut, _) = try makeSUT()

        await assertThrowsAsync({ _ = try await sut.importData(Data("<html><body/></html>".utf8)) }, inspect: { error in
            XCTAssertEqual(error as? OSMImportError, .unknownFormat(firstByte: UInt8(ascii: "<")))
        })
        await assertThrowsAsync({ _ = try await sut.importData(Data("nul".utf8)) }, inspect: { error in
            guard case .notJSON = error as? OSMImportError else { return XCTFail("\(error)") }
        })
        await assertThrowsAsync({ _ = try await sut.importData(Data("[1, 2]".utf8)) }, inspect: { error in
            guard case .unsupportedDocument = error as? OSMImportError else { return XCTFail("\(error)") }
        })
        await assertThrowsAsync({ _ = try await sut.importData(Data(#"{"type": "Topology"}"#.utf8)) }, inspect: { error in
            guard case .unsupportedDocument = error as? OSMImportError else { return XCTFail("\(error)") }
        })
    }

    func test_importFile_throwsUnreadableForAMissingFile() async throws {
        let (sut, _) = try makeSUT()

        await assertThrowsAsync({ _ = try await sut.importFile(at: URL(fileURLWithPath: "/no/such/export.geojson")) }, inspect: { error in
            guard case .unreadable = error as? OSMImportError else { return XCTFail("\(error)") }
        })
    }

    // MARK: - Helpers

    func test_importData_importsTheAmenitiesAskedForAndKeepsEachPlacesKind() async throws {
        let (database, _) = try makeCatalogDatabase()
        let sut = OSMImporter(database: database, options: .init(amenities: ["restaurant", "cafe"]))

        let summary = try await sut.importData(Self.geoJSON)

        XCTAssertEqual(summary.skipped[.notRestaurant], nil)
        let places = try await database.restaurants(near: Self.copenhagen)
        XCTAssertEqual(places.first { $0.name == "Kaffebar" }?.facts.kind, "cafe")
        XCTAssertEqual(places.first { $0.name == "Nørrebro Bryghus" }?.facts.kind, "restaurant")
    }

    private func makeSUT(timeZone: String? = nil) throws -> (OSMImporter, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (OSMImporter(database: database, options: .init(timeZone: timeZone)), database)
    }

    private static let copenhagen = GeoPoint(latitude: 55.68, longitude: 12.57)

    /// GDAL-style: every column on every feature, unused ones null; no OSM ids.
    static let geoJSON = Data(#"""
    {"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}},
     "features": [
      {"type": "Feature", "properties": {"amenity": "restaurant", "name": "Nørrebro Bryghus", "cuisine": "regional;smørrebrød",
        "phone": "+45 35300530", "contact:phone": null, "website": "https://noerrebrobryghus.dk/", "addr:street": null,
        "opening_hours": "Mo-Th 12:00-15:00,17:30-22:00; Fr-Sa 12:00-15:00,17:30-23:00", "outdoor_seating": true, "capacity": 80},
       "geometry": {"type": "Point", "coordinates": [12.5639074, 55.6902172]}},
      {"type": "Feature", "properties": {"amenity": "restaurant", "name": "Smørrebrød & Co", "phone": null, "contact:phone": "+44 (0)20 7946 0000",
        "website": "www.smorrebrod.example", "addr:street": "Vesterbrogade", "addr:housenumber": "12", "addr:postcode": "1620",
        "addr:city": "København V", "opening_hours": "11:00-16:00; PH off; Dec 24 off"},
       "geometry": {"type": "Point", "coordinates": [12.56, 55.67]}},
      {"type": "Feature", "properties": {"amenity": "restaurant", "name": null, "cuisine": "pizza"},
       "geometry": {"type": "Point", "coordinates": [12.57, 55.68]}},
      {"type": "Feature", "properties": {"amenity": "cafe", "name": "Kaffebar"},
       "geometry": {"type": "Point", "coordinates": [12.57, 55.68]}},
      {"type": "Feature", "properties": {"amenity": "restaurant", "name": "Polygon Place"},
       "geometry": {"type": "Polygon", "coordinates": [[[12.5, 55.6], [12.6, 55.6], [12.6, 55.7], [12.5, 55.6]]]}},
      {"type": "Feature", "properties": {"amenity": "restaurant", "name": "Off the map"},
       "geometry": {"type": "Point", "coordinates": [12.57, 95.0]}},
      "not a feature"
     ]}
    """#.utf8)

    /// Records with several phone numbers, hours that say the business is closed, and hours given only
    /// as a comment.
    static let placeFacts = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "node", "id": 40, "lat": 55.681, "lon": 12.571,
       "tags": {"amenity": "restaurant", "name": "Two Lines", "phone": "+45 33 12 34 56;+45 70 10 20 30", "opening_hours": "Mo-Su 12:00-22:00"}},
      {"type": "node", "id": 41, "lat": 55.682, "lon": 12.572,
       "tags": {"amenity": "restaurant", "name": "Both Tags", "phone": "+45 33 12 34 56", "contact:phone": "+45 70 10 20 30; +45 33 12 34 56"}},
      {"type": "node", "id": 42, "lat": 55.683, "lon": 12.573, "tags": {"amenity": "restaurant", "name": "Closed", "opening_hours": "closed"}},
      {"type": "node", "id": 43, "lat": 55.684, "lon": 12.574, "tags": {"amenity": "restaurant", "name": "Off", "opening_hours": " Off "}},
      {"type": "node", "id": 44, "lat": 55.685, "lon": 12.575, "tags": {"amenity": "restaurant", "name": "Closed Sundays", "opening_hours": "Mo-Sa 12:00-22:00; Su off"}},
      {"type": "node", "id": 45, "lat": 55.686, "lon": 12.576,
       "tags": {"amenity": "restaurant", "name": "Renovating", "opening_hours": "\"renovation, opening soon\""}}
    ]}
    """#.utf8)

    static let overpassByNodes = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "way", "id": 20, "nodes": [1, 2, 3, 4, 1], "tags": {"amenity": "restaurant", "name": "Square Bistro"}},
      {"type": "way", "id": 21, "nodes": [98, 99], "tags": {"amenity": "restaurant", "name": "Lost Outline"}},
      {"type": "relation", "id": 30, "members": [{"type": "way", "ref": 40, "role": "outer"}], "tags": {"amenity": "restaurant", "name": "Courtyard Hall"}},
      {"type": "way", "id": 40, "nodes": [5, 6, 7, 8, 5]},
      {"type": "node", "id": 1, "lat": 55.680, "lon": 12.570}, {"type": "node", "id": 2, "lat": 55.680, "lon": 12.572},
      {"type": "node", "id": 3, "lat": 55.682, "lon": 12.572}, {"type": "node", "id": 4, "lat": 55.682, "lon": 12.570},
      {"type": "node", "id": 5, "lat": 55.690, "lon": 12.580}, {"type": "node", "id": 6, "lat": 55.690, "lon": 12.582},
      {"type": "node", "id": 7, "lat": 55.692, "lon": 12.582}, {"type": "node", "id": 8, "lat": 55.692, "lon": 12.580}
    ]}
    """#.utf8)

    static let overpass = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "node", "id": 10, "lat": 55.681, "lon": 12.571, "tags": {"amenity": "restaurant", "name": "Node Kitchen", "opening_hours": "Mo-Fr 11:00-22:00"}},
      {"type": "way", "id": 20, "center": {"lat": 55.68, "lon": 12.57}, "nodes": [1, 2, 3], "tags": {"amenity": "restaurant", "name": "Way Bistro", "opening_hours": "24/7"}},
      {"type": "relation", "id": 30, "center": {"lat": 55.682, "lon": 12.572}, "tags": {"amenity": "restaurant", "name": "Relation Hall"}},
      {"type": "way", "id": 21, "nodes": [4, 5], "tags": {"amenity": "restaurant", "name": "Way without centre"}},
      {"type": "node", "id": 11, "lat": 55.6, "lon": 12.5},
      {"type": "node", "id": 10, "lat": 55.681, "lon": 12.571, "tags": {"amenity": "restaurant", "name": "Node Kitchen"}}
    ]}
    """#.utf8)
}
