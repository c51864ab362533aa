@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// `OSMUpdater` on the SQLite catalog: diffs applied whole, twice without effect, older ones skipped.
final class OSMUpdaterTests: XCTestCase {
    func test_apply_appliesADiffTwiceToExactlyTheExpectedCatalogKeepingTheReviewsOfTheRemovedOne() async throws {
        try await CatalogChangeSpecs.appliesADiffTwiceToExactlyTheExpectedCatalogKeepingTheReviewsOfTheRemovedOne(try makeSUT().store)
    }

    func test_apply_bringsARemovedRestaurantBackWithItsReviewsAndSkipsAnOlderDiff() async throws {
        try await CatalogChangeSpecs.bringsARemovedRestaurantBackWithItsReviewsAndSkipsAnOlderDiff(try makeSUT().store)
    }

    func test_apply_movesARestaurantDrawnAsAWayWithItsNodesAndPlacesAChangedWayFromItsKeptOutline() async throws {
        try await CatalogChangeSpecs.movesARestaurantDrawnAsAWayWithItsNodesAndPlacesAChangedWayFromItsKeptOutline(try makeSUT().store)
    }

    func test_applyFile_readsADiffGzippedInSeveralMembersAsReplicationWritesThem() async throws {
        // Given a diff creating a restaurant, gzipped in two members one after the other
        let (store, database) = try makeSUT()
        let directory = try makeTemporaryDirectory()
        let halves = [String(Self.creation.prefix(60)), String(Self.creation.dropFirst(60))]
        var gzipped = Data()
        for (index, half) in halves.enumerated() {
            let file = directory.appendingPathComponent("part\(index)")
            try Data(half.utf8).write(to: file)
            let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/gzip"), arguments: ["-n", file.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            gzipped.append(try Data(contentsOf: directory.appendingPathComponent("part\(index).gz")))
        }
        let diff = directory.appendingPathComponent("000.osc.gz")
        try gzipped.write(to: diff)

        // When it is applied
        let summary = try await OSMUpdater(destination: store.destination).applyFile(at: diff)

        // Then the restaurant is in
        XCTAssertEqual(summary.inserted, 1)
        let names = try await database.restaurants(near: GeoPoint(latitude: 47.14, longitude: 9.52)).map(\.name)
        XCTAssertEqual(names, ["Sonne"])
    }

    func test_apply_refusesWhatIsNotAWholeOsmChangeAndChangesNothing() async throws {
        // Given a catalog, and files that are not whole diffs
        let (store, database) = try makeSUT()
        let sut = OSMUpdater(destination: store.destination)
        let gzipped = try gzip(Self.creation)
        let cases: [(bytes: [UInt8], message: String)] = [
            (Array("<osm version=\"0.6\"></osm>".utf8), "the osmChange file cannot be read: its root is <osm>, not <osmChange>"),
            (Array(gzipped.prefix(gzipped.count - 12)), "the osmChange file cannot be read: the gzip file is cut short"),
            (Array(Self.creation.prefix(150).utf8), "the OSM XML file cannot be read"),
            (Array(Self.creation.replacingOccurrences(of: "lat=\"47.143\"", with: "lat=\"north\"").utf8),
             "the osmChange file cannot be read: node 12 has no valid lat and lon"),
            ([0x1F, 0x8B, 0x08, 0x00, 0xFF, 0xFF], "the osmChange file cannot be read: the gzip file"),
            (Array(Self.creation.replacingOccurrences(of: "</osmChange>", with: "").utf8),
             "the osmChange file cannot be read: it is cut short (its </osmChange> is missing)"),
        ]

        for (bytes, message) in cases {
            // When each is applied, then it is refused by name and nothing is written
            await assertThrowsAsync({ _ = try await sut.apply(bytes) }, inspect: { error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(error)")
            })
        }
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 0)
        let state = try await store.destination.changeState()
        XCTAssertNil(state)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (store: CatalogChangeSpecs.Store, database: ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (.sqlite(database), database)
    }

    private func gzip(_ text: String) throws -> Data {
        let file = try makeTemporaryDirectory().appendingPathComponent("diff.osc")
        try Data(text.utf8).write(to: file)
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/gzip"), arguments: ["-n", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: file.appendingPathExtension("gz"))
    }

    private static let creation = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osmChange version="0.6" generator="test">
          <create>
            <node id="12" version="1" timestamp="2026-11-01T10:00:00Z" lat="47.143" lon="9.523">
              <tag k="amenity" v="restaurant"/><tag k="name" v="Sonne"/>
            </node>
          </create>
        </osmChange>
        """
}
