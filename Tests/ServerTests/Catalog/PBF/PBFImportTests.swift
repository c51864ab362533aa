@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

final class PBFImportTests: XCTestCase {
    func test_importData_readsRestaurantNodesAndOutlinesOfAPBFFileAndSkipsEverythingElse() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Self.vaduz().data)

        XCTAssertEqual(summary.format, .pbf)
        XCTAssertEqual(summary.records, 5, "the dense node, the plain node, the way, the relation and the unnamed node")
        XCTAssertEqual(summary.inserted, 4)
        XCTAssertEqual(summary.skipped, [.noName: 1])
        let restaurants = try await database.restaurants(near: Self.center)
        XCTAssertEqual(Set(restaurants.map(\.sourceKey)), ["osm:node/1", "osm:node/2", "osm:way/10", "osm:relation/20"])
        let dense = try XCTUnwrap(restaurants.first { $0.sourceKey == "osm:node/1" })
        XCTAssertEqual(dense.name, "Adler")
        XCTAssertEqual(dense.cuisines, ["pizza"])
        XCTAssertEqual(dense.location.latitude, 47.1410, accuracy: 1e-9)
        XCTAssertEqual(dense.location.longitude, 9.5209, accuracy: 1e-9)
        XCTAssertEqual(restaurants.first { $0.sourceKey == "osm:node/2" }?.name, "Plain")
    }

    func test_importData_placesAWayAtTheCentroidOfItsOutlineAndARelationAtItsOuterRings() async throws {
        let (sut, database) = try makeSUT()

        _ = try await sut.importData(Self.vaduz().data)

        let restaurants = try await database.restaurants(near: Self.center)
        let way = try XCTUnwrap(restaurants.first { $0.sourceKey == "osm:way/10" })
        XCTAssertEqual(way.name, "Im Haus")
        XCTAssertEqual(way.location.latitude, 47.1405, accuracy: 1e-9)
        XCTAssertEqual(way.location.longitude, 9.5205, accuracy: 1e-9)
        XCTAssertEqual(way.url, "https://www.openstreetmap.org/way/10")
        let relation = try XCTUnwrap(restaurants.first { $0.sourceKey == "osm:relation/20" })
        XCTAssertEqual(relation.location.latitude, 47.1425, accuracy: 1e-9)
        XCTAssertEqual(relation.location.longitude, 9.5225, accuracy: 1e-9)
    }

    func test_importData_readsTheAmenitiesAskedForFromNodesAndWaysAlike() async throws {
        let (database, _) = try makeCatalogDatabase()
        let sut = OSMImporter(database: database, options: .init(amenities: ["restaurant", "cafe"]))

        let summary = try await sut.importData(Self.vaduz().data)

        XCTAssertEqual(summary.records, 7, "the two cafés too, the bench still not")
        let cafes = try await database.restaurants(near: Self.center).filter { $0.facts.kind == "cafe" }
        XCTAssertEqual(Set(cafes.map(\.sourceKey)), ["osm:node/4", "osm:way/12"])
    }

    func test_importData_readsRawBlobsAsZlibOnes() async throws {
        let (zlibImporter, zlibDatabase) = try makeSUT()
        let (rawImporter, rawDatabase) = try makeSUT()
        var raw = Self.vaduz()
        raw.compression = .raw

        _ = try await zlibImporter.importData(Self.vaduz().data)
        _ = try await rawImporter.importData(raw.data)

        let fromZlib = try await zlibDatabase.restaurants(near: Self.center).map(\.location)
        let fromRaw = try await rawDatabase.restaurants(near: Self.center).map(\.location)
        XCTAssertEqual(fromRaw.count, 4)
        XCTAssertEqual(Set(fromRaw), Set(fromZlib))
    }

    func test_importData_skipsAWayWhoseNodesTheExtractCutOff() async throws {
        let (sut, _) = try makeSUT()
        var file = PBFTestFile()
        file.ways = [.init(id: 30, nodeIDs: [900, 901, 902], tags: [("amenity", "restaurant"), ("name", "Beyond the border")])]

        let summary = try await sut.importData(file.data)

        XCTAssertEqual(summary.records, 1)
        XCTAssertEqual(summary.skipped, [.noCoordinates: 1])
    }

    func test_importData_makesTheExtractsReplicationTimestampTheCatalogsStateForUpdates() async throws {
        // Given an extract whose header says when its data was current
        let (sut, database) = try makeSUT()
        var file = PBFTestFile()
        file.denseNodes = [.init(id: 1, latitude: 47.14, longitude: 9.52, tags: [("amenity", "restaurant"), ("name", "Linde")])]
        file.replicationTimestamp = 1_709_587_295

        // When it is imported
        let summary = try await sut.importData(file.data)

        // Then the catalog holds edits up to then, and the report says so
        let state = try await SQLiteCatalogImportDestination(database: database).changeState()
        XCTAssertEqual(state, Date(timeIntervalSince1970: 1_709_587_295))
        XCTAssertTrue(summary.lines.contains("  data as of: 2024-03-04T21:21:35Z (update skips diffs older than this)"), "\(summary.lines)")
    }

    func test_importData_refusesAFileCutShortAndWritesNothing() async throws {
        let (sut, database) = try makeSUT()
        let data = Self.vaduz().data

        await assertThrowsAsync({ _ = try await sut.importData(data.prefix(data.count - 10)) }, inspect: { error in
            XCTAssertEqual("\(error)", "the PBF file ends early: the last blob is cut short")
        })
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 0)
    }

    func test_importData_namesWhatItCannotReadInAPBFFile() async throws {
        let (sut, _) = try makeSUT()
        var lzma = Self.vaduz()
        lzma.compression = .lzma
        var history = Self.vaduz()
        history.requiredFeatures.append("HistoricalInformation")

        await assertThrowsAsync({ _ = try await sut.importData(lzma.data) }, inspect: { error in
            XCTAssertEqual("\(error)", "this PBF file needs what the importer does not read: lzma-compressed blobs (only raw and zlib are read)")
        })
        await assertThrowsAsync({ _ = try await sut.importData(history.data) }, inspect: { error in
            XCTAssertEqual("\(error)", "this PBF file needs what the importer does not read: required features HistoricalInformation")
        })
    }

    func test_importData_refusesADamagedBlobSayingItIsDamaged() async throws {
        let (sut, _) = try makeSUT()
        var data = Self.vaduz().data
        data[data.count - 20] ^= 0xFF

        await assertThrowsAsync({ _ = try await sut.importData(data) }, inspect: { error in
            XCTAssertTrue("\(error)".hasPrefix("the PBF data is damaged: "), "\(error)")
        })
    }

    func test_importData_namesTheFormatsItReadsForAFileThatIsNoneOfThem() async throws {
        let (sut, _) = try makeSUT()

        await assertThrowsAsync({ _ = try await sut.importData(Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])) }, inspect: { error in
            XCTAssertEqual(
                "\(error)", "the file is none of the formats the importer reads (OSM PBF, OSM XML, GeoJSON FeatureCollection, Overpass JSON, the last three also compressed with bzip2 or gzip): it starts with byte 0x7F"
            )
        })
    }

    // MARK: - Helpers

    private static let center = GeoPoint(latitude: 47.141, longitude: 9.521)

    /// A few places around Vaduz: restaurants as a dense node, a plain node, a square way (nodes 100–103)
    /// and a multipolygon relation whose outer way (11, nodes 110–113) is no restaurant itself; a
    /// restaurant without a name, a café and a bench that are not imported.
    private static func vaduz() -> PBFTestFile {
        var file = PBFTestFile()
        file.denseNodes = [
            .init(id: 1, latitude: 47.141, longitude: 9.5209, tags: [("amenity", "restaurant"), ("name", "Adler"), ("cuisine", "pizza")]),
            .init(id: 3, latitude: 47.142, longitude: 9.522, tags: [("amenity", "restaurant")]),
            .init(id: 4, latitude: 47.143, longitude: 9.523, tags: [("amenity", "cafe"), ("name", "Café")]),
            .init(id: 5, latitude: 47.144, longitude: 9.524, tags: [("amenity", "bench")]),
            .init(id: 100, latitude: 47.140, longitude: 9.520),
            .init(id: 101, latitude: 47.140, longitude: 9.521),
            .init(id: 102, latitude: 47.141, longitude: 9.521),
            .init(id: 103, latitude: 47.141, longitude: 9.520),
            .init(id: 110, latitude: 47.142, longitude: 9.522),
            .init(id: 111, latitude: 47.142, longitude: 9.523),
            .init(id: 112, latitude: 47.143, longitude: 9.523),
            .init(id: 113, latitude: 47.143, longitude: 9.522),
        ]
        file.plainNodes = [.init(id: 2, latitude: 47.1415, longitude: 9.5215, tags: [("amenity", "restaurant"), ("name", "Plain")])]
        file.ways = [
            .init(id: 10, nodeIDs: [100, 101, 102, 103, 100], tags: [("amenity", "restaurant"), ("name", "Im Haus"), ("building", "yes")]),
            .init(id: 11, nodeIDs: [110, 111, 112, 113, 110], tags: [("building", "yes")]),
            .init(id: 12, nodeIDs: [100, 101, 102], tags: [("amenity", "cafe"), ("name", "Not a restaurant")]),
        ]
        file.relations = [
            .init(id: 20, members: [(1, 11, "outer")], tags: [("type", "multipolygon"), ("amenity", "restaurant"), ("name", "Hof")]),
        ]
        return file
    }

    private func makeSUT() throws -> (OSMImporter, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (OSMImporter(database: database), database)
    }
}
