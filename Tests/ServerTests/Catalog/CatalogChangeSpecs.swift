@testable import AccountsDomain
@testable import CatalogDomain
@testable import CatalogImport
import Foundation
@testable import ReviewsDomain
import XCTest

/// What applying OpenStreetMap diffs does to every catalog store, declared once and run on SQLite
/// (`OSMUpdaterTests`) and PostgreSQL (`PostgresCatalogChangeTests`).
enum CatalogChangeSpecs {
    struct Store {
        let destination: any CatalogChangeDestination
        let catalog: any RestaurantCatalog
        let users: any UserRepository
        let reviews: any ReviewRepository
    }

    static func appliesADiffTwiceToExactlyTheExpectedCatalogKeepingTheReviewsOfTheRemovedOne(
        _ store: Store, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        // Given three imported restaurants, the first with a Foodybite review
        _ = try await OSMImporter(destination: store.destination).importData(imported)
        try await review(placeID(10), in: store)
        let sut = OSMUpdater(destination: store.destination)

        // When a diff deleting the first, changing the second, moving the way and creating a fourth is applied twice
        let first = try await sut.apply(Array(diff.utf8))
        let afterFirst = try await catalog(of: store)
        let second = try await sut.apply(Array(diff.utf8))
        let afterSecond = try await catalog(of: store)

        // Then the catalog is exactly as the diff says, both times, and the review is kept
        XCTAssertEqual([first.inserted, first.updated, first.removed], [1, 2, 1], file: file, line: line)
        XCTAssertEqual([second.inserted, second.removed], [0, 0], file: file, line: line)
        let expected = ["osm:node/11": "Adler Vaduz", "osm:node/12": "Sonne", "osm:way/20": "Krone"]
        XCTAssertEqual(afterFirst.mapValues(\.name), expected, file: file, line: line)
        XCTAssertEqual(afterSecond, afterFirst, file: file, line: line)
        XCTAssertEqual(afterFirst["osm:node/11"]?.location, GeoPoint(latitude: 47.1415, longitude: 9.5215), file: file, line: line)
        XCTAssertEqual(afterFirst["osm:node/11"]?.cuisines, ["pizza"], file: file, line: line)
        let way = try XCTUnwrap(afterFirst["osm:way/20"]?.location, file: file, line: line)
        XCTAssertEqual(way.latitude, 47.145, accuracy: 1e-9, "the centroid of its moved outline", file: file, line: line)
        XCTAssertEqual(way.longitude, 9.525, accuracy: 1e-9, file: file, line: line)
        let kept = try await store.reviews.reviews(ofRestaurant: placeID(10), limit: 10)
        XCTAssertEqual(kept.map(\.stars), [5], file: file, line: line)
        let state = try await store.destination.changeState()
        XCTAssertEqual(state, CatalogChange.state(fromText: "2026-11-01T10:00:00Z"), file: file, line: line)
    }

    static func bringsARemovedRestaurantBackWithItsReviewsAndSkipsAnOlderDiff(
        _ store: Store, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        // Given the first restaurant, reviewed, turned into a bank by a diff
        _ = try await OSMImporter(destination: store.destination).importData(imported)
        try await review(placeID(10), in: store)
        let sut = OSMUpdater(destination: store.destination)
        let turnedIntoABank = try await sut.apply(Array(change(of: 10, to: "bank", at: "2026-11-02T08:00:00Z").utf8))
        XCTAssertEqual(turnedIntoABank.removed, 1, file: file, line: line)

        // When an older diff comes, then a newer one making it a restaurant again
        let older = try await sut.apply(Array(change(of: 10, to: "restaurant", at: "2026-11-01T08:00:00Z").utf8))
        let afterOlder = try await catalog(of: store)
        let newer = try await sut.apply(Array(change(of: 10, to: "restaurant", at: "2026-11-03T08:00:00Z").utf8))

        // Then the older is skipped, and the newer brings it back rated by its review
        XCTAssertEqual(older.catalogStateWhenSkipped, CatalogChange.state(fromText: "2026-11-02T08:00:00Z"), file: file, line: line)
        XCTAssertTrue(older.lines[0].hasPrefix("Skipped: the diff's newest edit (2026-11-01T08:00:00Z) is older"), older.lines[0], file: file, line: line)
        XCTAssertNil(afterOlder["osm:node/10"], file: file, line: line)
        XCTAssertEqual(newer.inserted, 1, file: file, line: line)
        let back = try await store.catalog.restaurants(placeIDs: [placeID(10)], includingReviews: false).first
        XCTAssertEqual(back?.name, "Linde", file: file, line: line)
        XCTAssertEqual(back?.rating, 5, file: file, line: line)
        XCTAssertEqual(back?.ratingsTotal, 1, file: file, line: line)
    }

    static func movesARestaurantDrawnAsAWayWithItsNodesAndPlacesAChangedWayFromItsKeptOutline(
        _ store: Store, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        // Given a restaurant imported from OSM XML as a square building
        _ = try await OSMImporter(destination: store.destination).importData(Data(building.utf8))
        let sut = OSMUpdater(destination: store.destination)

        // When a diff moves the square's nodes east, and not the way, twice
        let moved = try await sut.apply(Array(nodesMovedEast.utf8))
        let again = try await sut.apply(Array(nodesMovedEast.utf8))
        let afterMove = try await catalog(of: store)["osm:way/20"]

        // Then the restaurant is at the moved square's centroid, the same after the second time
        XCTAssertEqual([moved.inserted, moved.updated, moved.removed], [0, 1, 0], file: file, line: line)
        XCTAssertEqual(again.updated, 0, "nothing moves the second time", file: file, line: line)
        XCTAssertEqual(afterMove?.location.latitude ?? 0, 47.145, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(afterMove?.location.longitude ?? 0, 9.535, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(afterMove?.name, "Krone", file: file, line: line)
        let foundWhereItIs = try await sourceKeys(named: "kron", within: 200, of: GeoPoint(latitude: 47.145, longitude: 9.535), in: store)
        let foundWhereItWas = try await sourceKeys(named: "kron", within: 200, of: GeoPoint(latitude: 47.145, longitude: 9.525), in: store)
        XCTAssertEqual(foundWhereItIs, ["osm:way/20"], "a word search finds it where it is now", file: file, line: line)
        XCTAssertEqual(foundWhereItWas, [], "and not where it was", file: file, line: line)

        // When a diff renames the way without carrying its nodes
        _ = try await sut.apply(Array(wayRenamed.utf8))

        // Then it keeps its moved place, from the outline the catalog kept
        let renamed = try await catalog(of: store)["osm:way/20"]
        XCTAssertEqual(renamed?.name, "Krone am Platz", file: file, line: line)
        XCTAssertEqual(renamed?.location.longitude ?? 0, 9.535, accuracy: 1e-9, file: file, line: line)
        let outline = try await store.destination.outlines(ofSourceKeys: ["osm:way/20"]).first
        XCTAssertEqual(outline?.nodes.map(\.id), [1, 2, 3, 4, 1], file: file, line: line)
    }

    static func followsAReplicationApplyingEachDiffOnceInSequenceOrder(
        _ store: Store, in directory: URL, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        // Given a replication of three diffs (the second's edit older than the first's), none in the catalog
        let fixture = try ReplicationFixture.make(in: directory)
        let sut = OSMReplication(source: .directory(fixture.directory), destination: store.destination)
        var lines: [String] = []

        // When it is followed from its first diff, then again
        let reached = try await sut.catchUp(firstSequence: 1) { lines.append($0) }
        let again = try await sut.catchUp { lines.append($0) }

        // Then each diff is applied once, in order, and the catalog holds the last one's number
        XCTAssertEqual([reached, again], [3, 3], file: file, line: line)
        XCTAssertEqual(lines, [
            "000/000/001 (edits up to 2026-11-01T10:00:00Z): 1 new, 0 changed, 0 removed, 0 skipped",
            "000/000/002 (edits up to 2026-11-01T09:00:00Z): 1 new, 0 changed, 0 removed, 0 skipped",
            "000/000/003 (edits up to 2026-11-01T11:00:00Z): 0 new, 0 changed, 1 removed, 0 skipped",
            "Up to date: the catalog holds diff 3, the newest at \(fixture.directory.path) is 3.",
        ], file: file, line: line)
        let names = try await catalog(of: store).mapValues(\.name)
        XCTAssertEqual(names, ["osm:node/11": "Adler"], file: file, line: line)
        let sequence = try await store.destination.replicationSequence()
        XCTAssertEqual(sequence, 3, file: file, line: line)
        let state = try await store.destination.changeState()
        XCTAssertEqual(state, CatalogChange.state(fromText: "2026-11-01T11:00:00Z"), "the newest edit so far", file: file, line: line)

        // And a diff another instance applied already changes nothing
        let diff = try Data(contentsOf: fixture.directory.appendingPathComponent("000/000/001.osc.gz"))
        let stale = try await OSMUpdater(destination: store.destination).apply([UInt8](diff), sequence: 1)
        XCTAssertTrue(stale.wasAlreadyApplied, file: file, line: line)
        XCTAssertEqual(stale.line(forSequence: 1), "000/000/001: applied already (by another instance)", file: file, line: line)
        let namesAfter = try await catalog(of: store).mapValues(\.name)
        XCTAssertEqual(namesAfter, names, file: file, line: line)
    }

    // MARK: - Helpers

    private static func placeID(_ node: Int) -> String {
        PlaceIdentifier.placeID(forSourceKey: "osm:node/\(node)")
    }

    private static func review(_ placeID: String, in store: Store) async throws {
        let author = User(id: UUID(), name: "Eve", email: "eve\(UUID())@example.com", profileImage: nil)
        try await store.users.create(author, passwordHash: "hash", at: Date())
        try await store.reviews.add(NewReview(id: UUID(), authorID: author.id, restaurantID: placeID, text: "Superb", stars: 5, createdAt: Date()))
    }

    /// The source keys of the restaurants having a word starting with `word` within `radius` of `center`.
    private static func sourceKeys(named word: String, within radius: Double, of center: GeoPoint, in store: Store) async throws -> [String] {
        let hits = try await store.catalog.nearby(NearbyQuery(center: center, radius: radius, keyword: word), now: Date())
        return try await store.catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: false).map(\.sourceKey)
    }

    /// Every restaurant near the test's area, by source key.
    private static func catalog(of store: Store) async throws -> [String: CatalogRestaurant] {
        let hits = try await store.catalog.nearby(
            NearbyQuery(center: GeoPoint(latitude: 47.14, longitude: 9.52), radius: 20_000, ranking: .distance, limit: 100), now: Date()
        )
        let restaurants = try await store.catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: false)
        return Dictionary(uniqueKeysWithValues: restaurants.map { ($0.sourceKey, $0) })
    }

    private static let imported = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "node", "id": 10, "lat": 47.14, "lon": 9.52, "tags": {"amenity": "restaurant", "name": "Linde"}},
      {"type": "node", "id": 11, "lat": 47.141, "lon": 9.521, "tags": {"amenity": "restaurant", "name": "Adler"}},
      {"type": "way", "id": 20, "center": {"lat": 47.142, "lon": 9.522}, "tags": {"amenity": "restaurant", "name": "Krone"}}
    ]}
    """#.utf8)

    private static let building = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="test">
          <node id="1" lat="47.14" lon="9.52"/>
          <node id="2" lat="47.15" lon="9.52"/>
          <node id="3" lat="47.15" lon="9.53"/>
          <node id="4" lat="47.14" lon="9.53"/>
          <way id="20"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/>
            <tag k="amenity" v="restaurant"/><tag k="name" v="Krone"/><tag k="building" v="yes"/></way>
        </osm>
        """

    private static let nodesMovedEast = """
        <osmChange version="0.6"><modify>
          <node id="1" version="2" timestamp="2026-11-01T09:00:00Z" lat="47.14" lon="9.53"/>
          <node id="2" version="2" timestamp="2026-11-01T09:00:00Z" lat="47.15" lon="9.53"/>
          <node id="3" version="2" timestamp="2026-11-01T09:00:00Z" lat="47.15" lon="9.54"/>
          <node id="4" version="2" timestamp="2026-11-01T09:00:00Z" lat="47.14" lon="9.54"/>
        </modify></osmChange>
        """

    private static let wayRenamed = """
        <osmChange version="0.6"><modify>
          <way id="20" version="2" timestamp="2026-11-01T10:00:00Z"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/>
            <tag k="amenity" v="restaurant"/><tag k="name" v="Krone am Platz"/><tag k="building" v="yes"/></way>
        </modify></osmChange>
        """

    private static let diff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osmChange version="0.6" generator="test">
          <delete>
            <node id="10" version="3" timestamp="2026-11-01T09:00:00Z" lat="47.14" lon="9.52"/>
          </delete>
          <modify>
            <node id="11" version="2" timestamp="2026-11-01T09:30:00Z" lat="47.1415" lon="9.5215">
              <tag k="amenity" v="restaurant"/><tag k="name" v="Adler Vaduz"/><tag k="cuisine" v="pizza"/>
            </node>
            <node id="1" version="2" timestamp="2026-11-01T09:40:00Z" lat="47.14" lon="9.52"/>
            <node id="2" version="2" timestamp="2026-11-01T09:40:00Z" lat="47.15" lon="9.52"/>
            <node id="3" version="2" timestamp="2026-11-01T09:40:00Z" lat="47.15" lon="9.53"/>
            <node id="4" version="2" timestamp="2026-11-01T09:40:00Z" lat="47.14" lon="9.53"/>
            <way id="20" version="4" timestamp="2026-11-01T09:41:00Z">
              <nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/>
              <tag k="amenity" v="restaurant"/><tag k="name" v="Krone"/><tag k="building" v="yes"/>
            </way>
          </modify>
          <create>
            <node id="12" version="1" timestamp="2026-11-01T10:00:00Z" lat="47.143" lon="9.523">
              <tag k="amenity" v="restaurant"/><tag k="name" v="Sonne"/>
            </node>
            <node id="13" version="1" timestamp="2026-11-01T10:00:00Z" lat="47.144" lon="9.524"/>
          </create>
        </osmChange>
        """

    private static func change(of node: Int, to amenity: String, at timestamp: String) -> String {
        """
        <osmChange version="0.6">
          <modify>
            <node id="\(node)" version="9" timestamp="\(timestamp)" lat="47.14" lon="9.52">
              <tag k="amenity" v="\(amenity)"/><tag k="name" v="Linde"/>
            </node>
          </modify>
        </osmChange>
        """
    }
}
