@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// Following an OpenStreetMap replication into the SQLite catalog, from a directory and over HTTP.
final class OSMReplicationTests: XCTestCase {
    func test_catchUp_followsAReplicationApplyingEachDiffOnceInSequenceOrder() async throws {
        try await CatalogChangeSpecs.followsAReplicationApplyingEachDiffOnceInSequenceOrder(try makeSUT().store, in: try makeTemporaryDirectory())
    }

    func test_catchUp_startsAfterTheDiffAnImportedExtractIsAsOfAndFetchesOverHTTP() async throws {
        // Given a catalog imported from an extract as of diff 1, and the replication served over HTTP
        let (store, database) = try makeSUT()
        var extract = PBFTestFile()
        extract.denseNodes = [.init(id: 10, latitude: 47.14, longitude: 9.52, tags: [("amenity", "restaurant"), ("name", "Linde")])]
        extract.replicationTimestamp = 1_793_527_200
        extract.replicationSequence = 1
        _ = try await OSMImporter(database: database).importData(extract.data)
        let fixture = try ReplicationFixture.make(in: try makeTemporaryDirectory())
        let server = try HostileHTTPServer(.files(fixture.directory))
        defer { server.stop() }
        var lines: [String] = []

        // When it is followed
        let reached = try await OSMReplication(source: .http(server.baseURL), destination: store.destination).catchUp { lines.append($0) }

        // Then diffs 2 and 3 are applied, not 1 again
        XCTAssertEqual(reached, 3)
        XCTAssertEqual(lines.map { String($0.prefix(11)) }, ["000/000/002", "000/000/003"])
        let names = try await database.restaurants(near: GeoPoint(latitude: 47.14, longitude: 9.52)).map(\.name)
        XCTAssertEqual(names, ["Adler"])
    }

    func test_catchUp_saysWhereToStartWhenTheCatalogDoesNotKnowItsDiff() async throws {
        let (store, _) = try makeSUT()
        let fixture = try ReplicationFixture.make(in: try makeTemporaryDirectory())

        await assertThrowsAsync({
            try await OSMReplication(source: .directory(fixture.directory), destination: store.destination).catchUp { _ in }
        }, inspect: { error in
            XCTAssertTrue("\(error)".contains("give the first diff to apply with --start-sequence"), "\(error)")
        })
    }

    func test_catchUp_stopsAtAMissingDiffKeepingTheOnesBeforeIt() async throws {
        // Given a replication whose state names diff 3, with diff 2 missing
        let (store, _) = try makeSUT()
        let fixture = try ReplicationFixture.make(in: try makeTemporaryDirectory())
        try FileManager.default.removeItem(at: fixture.directory.appendingPathComponent("000/000/002.osc.gz"))

        // When it is followed, then it stops at diff 2, naming it, with diff 1 applied
        await assertThrowsAsync({
            try await OSMReplication(source: .directory(fixture.directory), destination: store.destination).catchUp(firstSequence: 1) { _ in }
        }, inspect: { error in
            XCTAssertEqual("\(error)", "the replication cannot be followed: \(fixture.directory.path) has no 000/000/002.osc.gz, though its state.txt names 3")
        })
        let sequence = try await store.destination.replicationSequence()
        XCTAssertEqual(sequence, 1)
    }

    func test_catchUp_refusesAReplicationServerThatFailsOrHasNoState() async throws {
        let (store, _) = try makeSUT()
        let failing = try HostileHTTPServer(.json("{}", status: 500))
        defer { failing.stop() }
        let empty = try HostileHTTPServer(.files(try makeTemporaryDirectory()))
        defer { empty.stop() }

        await assertThrowsAsync({
            try await OSMReplication(source: .http(failing.baseURL), destination: store.destination).catchUp(firstSequence: 1) { _ in }
        }, inspect: { error in
            XCTAssertTrue("\(error)".hasSuffix("state.txt: the server answered HTTP 500"), "\(error)")
        })
        await assertThrowsAsync({
            try await OSMReplication(source: .http(empty.baseURL), destination: store.destination).catchUp(firstSequence: 1) { _ in }
        }, inspect: { error in
            XCTAssertEqual("\(error)", "the replication cannot be followed: \(empty.baseURL.absoluteString) has no state.txt")
        })
    }

    func test_catchUp_refusesAReplicationWhoseDiffsAreOlderThanTheCatalogsDataOrBehindIt() async throws {
        // Given a catalog whose data is as of 2027, at diff 1, and a catalog at diff 9
        let (store, _) = try makeSUT()
        _ = try await store.destination.applyChange(CatalogChange(state: CatalogChange.state(fromText: "2027-01-01T00:00:00Z"), sequence: 1))
        let (ahead, _) = try makeSUT()
        _ = try await ahead.destination.applyChange(CatalogChange(sequence: 9))
        let fixture = try ReplicationFixture.make(in: try makeTemporaryDirectory())

        // When they follow a replication of 2026's diffs 1 to 3, then neither applies anything
        await assertThrowsAsync({
            try await OSMReplication(source: .directory(fixture.directory), destination: store.destination).catchUp { _ in }
        }, inspect: { error in
            XCTAssertTrue("\(error)".contains("diff 2 at \(fixture.directory.path) is from 2026-11-01T10:01:00Z, older than the data"), "\(error)")
        })
        await assertThrowsAsync({
            try await OSMReplication(source: .directory(fixture.directory), destination: ahead.destination).catchUp { _ in }
        }, inspect: { error in
            XCTAssertTrue("\(error)".contains("the catalog holds diff 9, but the newest at"), "\(error)")
        })
        let sequence = try await store.destination.replicationSequence()
        XCTAssertEqual(sequence, 1)
    }

    func test_source_namesAReplicationURLWithoutItsCredentials() throws {
        let source = OSMReplicationSource.http(try XCTUnwrap(URL(string: "https://user:s3cret@example.org/updates")))

        XCTAssertEqual(source.description, "https://example.org/updates")
    }

    func test_state_readsOsmosisStateFilesAndNamesDiffPaths() throws {
        let state = OSMReplicationState(text: "#Mon Mar 04 21:21:35 UTC 2024\nsequenceNumber=3989\ntimestamp=2024-03-04T21\\:21\\:35Z\n")

        XCTAssertEqual(state, OSMReplicationState(sequence: 3989, timestamp: Date(timeIntervalSince1970: 1_709_587_295)))
        XCTAssertEqual(OSMReplicationState.path(of: 3989), "000/003/989")
        XCTAssertEqual(OSMReplicationState.path(of: 6_123_456), "006/123/456")
        XCTAssertNil(OSMReplicationState(text: "timestamp=2024-03-04T21\\:21\\:35Z"))
        XCTAssertNil(OSMReplicationState(text: "sequenceNumber=1000000000"))
        XCTAssertNil(OSMReplicationState(text: "sequenceNumber=-1"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (store: CatalogChangeSpecs.Store, database: ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (.sqlite(database), database)
    }
}
