@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// The importer on a real country extract, Liechtenstein's OSM PBF (© OpenStreetMap contributors, ODbL),
/// checked against what osmium reads from the same file. The file is read from the shared folder beside
/// the package and the tests skip where it is absent (a user's clone).
final class LiechtensteinPBFTests: XCTestCase {
    func test_importFile_readsEveryRestaurantOsmiumFindsAndImportsTheNamedOnes() async throws {
        let file = try Self.extractURL()
        let reference = try OsmiumReference.restaurants(in: file)
        let (sut, database) = try makeSUT()

        let summary = try await sut.importFile(at: file)

        XCTAssertEqual([reference.nodes.count, reference.ways.count, reference.relations.count], [45, 31, 0], "the file as osmium reads it")
        let named = (reference.nodes + reference.ways).filter { !($0.tags["name"] ?? "").isEmpty }
        XCTAssertEqual(named.count, 72)
        XCTAssertEqual(summary.format, .pbf)
        XCTAssertEqual(summary.records, reference.nodes.count + reference.ways.count)
        XCTAssertEqual(summary.inserted, named.count)
        XCTAssertEqual(summary.skipped, [.noName: reference.nodes.count + reference.ways.count - named.count])
        let imported = try await database.restaurants(near: Self.vaduz)
        XCTAssertEqual(Set(imported.map(\.sourceKey)), Set(named.map { "osm:\($0.osmID)" }))
        XCTAssertEqual(Set(imported.map(\.name)), Set(named.compactMap { $0.tags["name"] }))
        let state = try await SQLiteCatalogImportDestination(database: database).changeState()
        XCTAssertEqual(state.map(CatalogChange.stateText), try OsmiumReference.replicationTimestamp(of: file), "the extract's data as osmium reads it")
    }

    func test_importFile_placesNodesWhereOsmiumDoesAndWaysInsideTheirOutlines() async throws {
        let file = try Self.extractURL()
        let reference = try OsmiumReference.restaurants(in: file)
        let (sut, database) = try makeSUT()

        _ = try await sut.importFile(at: file)

        let imported = Dictionary(uniqueKeysWithValues: try await database.restaurants(near: Self.vaduz).map { ($0.sourceKey, $0.location) })
        var checkedNodes = 0
        for node in reference.nodes {
            guard let location = imported["osm:\(node.osmID)"], let expected = node.points.first else { continue }
            XCTAssertEqual(location.latitude, expected.latitude, accuracy: 1e-7, node.osmID)
            XCTAssertEqual(location.longitude, expected.longitude, accuracy: 1e-7, node.osmID)
            checkedNodes += 1
        }
        XCTAssertGreaterThan(checkedNodes, 40)
        var checkedWays = 0
        for way in reference.ways {
            guard let location = imported["osm:\(way.osmID)"] else { continue }
            let latitudes = way.points.map(\.latitude), longitudes = way.points.map(\.longitude)
            XCTAssertTrue((latitudes.min()!...latitudes.max()!).contains(location.latitude), "\(way.osmID) at \(location)")
            XCTAssertTrue((longitudes.min()!...longitudes.max()!).contains(location.longitude), "\(way.osmID) at \(location)")
            checkedWays += 1
        }
        XCTAssertGreaterThan(checkedWays, 25)
        let outlines = try await SQLiteCatalogImportDestination(database: database).outlines(ofSourceKeys: reference.ways.map { "osm:\($0.osmID)" })
        let namedWays = reference.ways.filter { !($0.tags["name"] ?? "").isEmpty }
        XCTAssertEqual(outlines.count, namedWays.count, "every imported way's outline is kept for diffs")
        for way in namedWays {
            let outline = outlines.first { $0.sourceKey == "osm:\(way.osmID)" }
            XCTAssertEqual(outline?.nodes.map(\.location), way.points, way.osmID)
        }
    }

    func test_importFile_readsTheSameRestaurantsFromTheExtractAsOSMXMLAsFromItsPBF() async throws {
        let file = try Self.extractURL()
        let xml = try makeTemporaryDirectory().appendingPathComponent("liechtenstein.osm")
        try OsmiumReference.restaurantsWithTheirNodes(of: file, writtenTo: xml)
        let (pbfImporter, pbfDatabase) = try makeSUT()
        let (xmlImporter, xmlDatabase) = try makeSUT()

        let fromPBF = try await pbfImporter.importFile(at: file)
        let fromXML = try await xmlImporter.importFile(at: xml)

        XCTAssertEqual(fromXML.format, .osmXML)
        XCTAssertEqual([fromXML.records, fromXML.inserted], [fromPBF.records, fromPBF.inserted])
        try await assertSameRestaurants(xmlDatabase, pbfDatabase)
    }

    func test_importFile_readsOSMXMLCompressedAsOsmiumWritesIt() async throws {
        // Given the extract's restaurants as `.osm.bz2` and `.osm.gz`, compressed by osmium
        let file = try Self.extractURL()
        let (pbfImporter, pbfDatabase) = try makeSUT()
        let fromPBF = try await pbfImporter.importFile(at: file)
        for name in ["liechtenstein.osm.bz2", "liechtenstein.osm.gz"] {
            let compressed = try makeTemporaryDirectory().appendingPathComponent(name)
            try OsmiumReference.restaurantsWithTheirNodes(of: file, writtenTo: compressed)
            let (sut, database) = try makeSUT()

            // When it is imported
            let summary = try await sut.importFile(at: compressed)

            // Then it reads as the PBF does
            XCTAssertEqual(summary.format, .osmXML, name)
            XCTAssertEqual([summary.records, summary.inserted], [fromPBF.records, fromPBF.inserted], name)
            try await assertSameRestaurants(database, pbfDatabase)
        }
    }

    func test_importFile_readsTheSameRestaurantsFromOverpassJSONGivingWaysByTheirNodesAsFromThePBF() async throws {
        // Given the extract's restaurants as Overpass answers `out body` with `>;`: ways by their nodes, no centres
        let file = try Self.extractURL()
        let overpass = try makeTemporaryDirectory().appendingPathComponent("liechtenstein.json")
        try OsmiumReference.restaurantsAsOverpassJSONWithoutCentres(of: file, writtenTo: overpass)
        let (pbfImporter, pbfDatabase) = try makeSUT()
        let (overpassImporter, overpassDatabase) = try makeSUT()

        // When both are imported
        let fromPBF = try await pbfImporter.importFile(at: file)
        let fromOverpass = try await overpassImporter.importFile(at: overpass)

        // Then the ways are where the PBF puts them, with their outlines kept for diffs
        XCTAssertEqual(fromOverpass.format, .overpass)
        XCTAssertEqual(fromOverpass.inserted, fromPBF.inserted)
        XCTAssertNil(fromOverpass.skipped[.unsupportedGeometry])
        XCTAssertGreaterThan(fromOverpass.skipped[.untagged] ?? 0, 0, "the ways' nodes are geometry, not places")
        try await assertSameRestaurants(overpassDatabase, pbfDatabase)
        let wayKeys = try await pbfDatabase.restaurants(near: Self.vaduz).map(\.sourceKey).filter { $0.hasPrefix("osm:way/") }
        let pbfOutlines = try await SQLiteCatalogImportDestination(database: pbfDatabase).outlines(ofSourceKeys: wayKeys)
        let overpassOutlines = try await SQLiteCatalogImportDestination(database: overpassDatabase).outlines(ofSourceKeys: wayKeys)
        XCTAssertEqual(overpassOutlines.count, wayKeys.count)
        XCTAssertEqual(
            overpassOutlines.sorted { $0.sourceKey < $1.sourceKey }.map { $0.nodes.map(\.id) },
            pbfOutlines.sorted { $0.sourceKey < $1.sourceKey }.map { $0.nodes.map(\.id) }
        )
    }

    func test_importFile_keepsEveryNamedPlaceOsmiumFindsAndEveryNamedStreet() async throws {
        // Given the extract, and its named towns, villages and neighbourhoods and named highways as osmium reads them
        let file = try Self.extractURL()
        let places = try OsmiumReference.elements(in: file, matching: "nwr/place=\(Self.placeKinds)") { tags in
            Self.placeKinds.split(separator: ",").map(String.init).contains(tags["place"] ?? "") && !(tags["name"] ?? "").isEmpty
        }
        let streetKinds = OSMGazetteerCollector.streetKinds.sorted().joined(separator: ",")
        let highways = try OsmiumReference.elements(in: file, matching: "w/highway=\(streetKinds)") { tags in
            !(tags["name"] ?? "").isEmpty && OSMGazetteerCollector.streetKinds.contains(tags["highway"] ?? "")
        }
        let (sut, database) = try makeSUT()

        // When it is imported
        let summary = try await sut.importFile(at: file)

        // Then every place is a place name where osmium puts it, and every highway's name is a street
        let reference = places.nodes + places.ways + places.relations
        XCTAssertEqual(reference.count, 36, "the file as osmium reads it")
        XCTAssertEqual(summary.placeNames, reference.count)
        let gazetteer = SQLiteGazetteer(reader: database.pool)
        for place in places.nodes {
            let found = try await gazetteer.places(named: place.tags["name"] ?? "", limit: 50).first { $0.key == "osm:\(place.osmID)" }
            XCTAssertEqual(found?.name, place.tags["name"], place.osmID)
            XCTAssertEqual(found?.kind.rawValue, place.tags["place"], place.osmID)
            XCTAssertEqual(found?.location.latitude ?? 0, place.points.first?.latitude ?? 1, accuracy: 1e-7, place.osmID)
            XCTAssertEqual(found?.location.longitude ?? 0, place.points.first?.longitude ?? 1, accuracy: 1e-7, place.osmID)
        }
        let vaduz = try await gazetteer.places(named: "vaduz", limit: 1).first
        XCTAssertEqual(vaduz?.kind, .town)
        let streetNames = try await database.pool.read { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM placeName WHERE kind = 'street'"))
        }
        let folded = { (name: String) in SearchFolding.words(in: name).joined(separator: " ") }
        let highwayNames = Set(highways.ways.compactMap { $0.tags["name"] }.map(folded))
        XCTAssertGreaterThan(highwayNames.count, 500)
        XCTAssertEqual(highwayNames.subtracting(streetNames.map(folded)), [], "named highways without a street")
        XCTAssertGreaterThanOrEqual(summary.streets, highwayNames.count)
    }

    // MARK: - Helpers

    private func assertSameRestaurants(
        _ database: ServerDatabase, _ reference: ServerDatabase, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let places = try await database.restaurants(near: Self.vaduz).sorted { $0.sourceKey < $1.sourceKey }
        let expected = try await reference.restaurants(near: Self.vaduz).sorted { $0.sourceKey < $1.sourceKey }
        XCTAssertEqual(places.map(\.sourceKey), expected.map(\.sourceKey), file: file, line: line)
        XCTAssertEqual(places.map(\.name), expected.map(\.name), file: file, line: line)
        XCTAssertEqual(places.map(\.facts), expected.map(\.facts), file: file, line: line)
        for (place, expected) in zip(places, expected) {
            XCTAssertEqual(place.location.latitude, expected.location.latitude, accuracy: 1e-7, place.sourceKey, file: file, line: line)
            XCTAssertEqual(place.location.longitude, expected.location.longitude, accuracy: 1e-7, place.sourceKey, file: file, line: line)
        }
    }

    private static let placeKinds = "city,town,village,suburb,quarter,neighbourhood,hamlet"

    private static let vaduz = GeoPoint(latitude: 47.14, longitude: 9.52)

    private func makeSUT() throws -> (OSMImporter, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (OSMImporter(database: database, options: .init(timeZone: "Europe/Vaduz")), database)
    }

    static func extractURL() throws -> URL {
        let url = PackageLayout.sharedDirectory.appendingPathComponent("osm/liechtenstein-latest.osm.pbf")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("The shared OpenStreetMap extract is not here (\(url.path)); it lives beside the package only on the team's machines.")
        }
        return url
    }
}
