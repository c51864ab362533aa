@testable import CatalogDomain
@testable import CatalogImport
@testable import FoodybiteServer
import Foundation
import XCTest

/// Every element of an export becomes a record, or a record saying why it has no position, so one bad
/// element never stops the others.
final class OSMDocumentReaderTests: XCTestCase {
    func test_read_saysWhyEachGeoJSONFeatureHasNoPosition() throws {
        let (format, records) = try read("""
        {"type": "FeatureCollection", "features": [
          "not a feature",
          {"type": "Feature", "properties": {"name": "No Geometry"}},
          {"type": "Feature", "properties": {"name": "An Area"}, "geometry": {"type": "Polygon", "coordinates": []}},
          {"type": "Feature", "properties": {"name": "Half A Point"}, "geometry": {"type": "Point", "coordinates": [12.5]}},
          {"type": "Feature", "properties": {"name": "Here", "osm_type": "node", "osm_id": 42}, "geometry": {"type": "Point", "coordinates": [12.5, 55.6]}}
        ]}
        """)

        XCTAssertEqual(format, .geoJSON)
        XCTAssertEqual(records.map(\.missingPointReason), [.malformed, .noCoordinates, .unsupportedGeometry, .noCoordinates, nil])
        XCTAssertEqual(records[4].osmID, "node/42", "the id from osm_type and osm_id")
        XCTAssertEqual(records[4].point, GeoPoint(latitude: 55.6, longitude: 12.5))
    }

    func test_read_saysWhyEachOverpassElementHasNoPosition() throws {
        let (format, records) = try read("""
        {"elements": [
          42,
          {"type": "node", "id": 1, "tags": {"name": "No Position"}},
          {"type": "way", "id": 2, "tags": {"name": "A Way Without Its Centre"}},
          {"type": "way", "id": 3, "center": {"lat": 55.6, "lon": 12.5}, "tags": {"name": "A Way With Its Centre"}}
        ]}
        """)

        XCTAssertEqual(format, .overpass)
        XCTAssertEqual(records.map(\.missingPointReason), [.malformed, .noCoordinates, .unsupportedGeometry, nil])
        XCTAssertEqual(records[3].osmID, "way/3")
        XCTAssertEqual(records[3].point, GeoPoint(latitude: 55.6, longitude: 12.5))
    }

    func test_read_keepsTextAndNumberTagsAndDropsEmptyAndOtherValues() throws {
        let (_, records) = try read("""
        {"elements": [{"type": "node", "id": 1, "lat": 1, "lon": 2,
          "tags": {"name": "  Tasca  ", "capacity": 40, "outdoor_seating": true, "note": "   ", "opening_hours": null}}]}
        """)

        XCTAssertEqual(records.first?.tags, ["name": "Tasca", "capacity": "40"])
    }

    func test_read_refusesDocumentsItCannotRead() {
        assertRefused("not json", as: { if case .notJSON = $0 { true } else { false } })
        assertRefused("[1, 2]", as: { $0 == .unsupportedDocument(reason: "the top level is not a JSON object") })
        assertRefused(#"{"features": 1}"#, as: { $0 == .unsupportedDocument(reason: "`features` is not an array") })
        assertRefused(#"{"elements": {}}"#, as: { $0 == .unsupportedDocument(reason: "`elements` is not an array") })
        assertRefused(#"{"type": "Topology"}"#, as: { $0 == .unsupportedDocument(reason: "it has neither `features` nor `elements`") })
    }

    // MARK: - Helpers

    private func read(_ json: String) throws -> (format: OSMDocumentFormat, records: [OSMRecord]) {
        var stream = try OSMElementStream(source: .data(Data(json.utf8)))
        var records: [OSMRecord] = []
        while let element = try stream.nextElement() {
            records.append(OSMDocumentReader.record(element, format: stream.format))
        }
        return (stream.format, records)
    }

    private func assertRefused(_ json: String, as matches: (OSMImportError) -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let (format, records) = try read(json)
            XCTFail("Read \(records.count) records as \(format)", file: file, line: line)
        } catch let error as OSMImportError {
            XCTAssertTrue(matches(error), "\(error)", file: file, line: line)
        } catch {
            XCTFail("Unexpected \(error)", file: file, line: line)
        }
    }
}
