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
          {"type": "Feature", "properties": {"name": "A Collection"}, "geometry": {"type": "GeometryCollection", "geometries": []}},
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

    func test_read_placesGeoJSONOutlinesAndLinesAtTheirCentroid() throws {
        let (_, records) = try read("""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"name": "Square"}, "geometry": {"type": "Polygon",
           "coordinates": [[[9.0, 47.0], [9.2, 47.0], [9.2, 47.2], [9.0, 47.2], [9.0, 47.0]], [[9.0, 47.0], [9.1, 47.0], [9.1, 47.1], [9.0, 47.0]]]}},
          {"type": "Feature", "properties": {"name": "Two Squares"}, "geometry": {"type": "MultiPolygon", "coordinates": [
            [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]], [[[10, 0], [13, 0], [13, 3], [10, 3], [10, 0]]]]}},
          {"type": "Feature", "properties": {"name": "A Line"}, "geometry": {"type": "LineString", "coordinates": [[9.0, 47.0], [9.4, 47.2]]}},
          {"type": "Feature", "properties": {"name": "An Empty Area"}, "geometry": {"type": "Polygon", "coordinates": []}}
        ]}
        """)

        XCTAssertEqual(records.map(\.missingPointReason), [nil, nil, nil, .noCoordinates])
        try assertPoint(records[0], 47.1, 9.1, "the outer ring's centre: holes do not move it")
        try assertPoint(records[1], (0.5 * 1 + 1.5 * 9) / 10, (0.5 * 1 + 11.5 * 9) / 10, "weighted by area")
        try assertPoint(records[2], 47.1, 9.2)
    }

    func test_read_placesOverpassWaysAndRelationsExportedWithTheirGeometryOrBounds() throws {
        let (_, records) = try read("""
        {"elements": [
          {"type": "way", "id": 1, "geometry": [{"lat": 47.0, "lon": 9.0}, {"lat": 47.0, "lon": 9.2}, {"lat": 47.2, "lon": 9.2},
            {"lat": 47.2, "lon": 9.0}, {"lat": 47.0, "lon": 9.0}], "tags": {"name": "Out Geom"}},
          {"type": "way", "id": 2, "bounds": {"minlat": 47.0, "minlon": 9.0, "maxlat": 47.4, "maxlon": 9.2}, "tags": {"name": "Out BB"}},
          {"type": "relation", "id": 3, "members": [
            {"type": "way", "ref": 4, "role": "outer", "geometry": [{"lat": 0, "lon": 0}, {"lat": 0, "lon": 2}, {"lat": 2, "lon": 2}, {"lat": 2, "lon": 0}, {"lat": 0, "lon": 0}]},
            {"type": "way", "ref": 5, "role": "inner", "geometry": [{"lat": 0, "lon": 0}, {"lat": 0, "lon": 1}, {"lat": 1, "lon": 1}, {"lat": 0, "lon": 0}]}
          ], "tags": {"name": "Multipolygon"}}
        ]}
        """)

        XCTAssertEqual(records.map(\.missingPointReason), [nil, nil, nil])
        try assertPoint(records[0], 47.1, 9.1)
        try assertPoint(records[1], 47.2, 9.1)
        try assertPoint(records[2], 1, 1, "its outer way only")
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

    private func assertPoint(
        _ record: OSMRecord, _ latitude: Double, _ longitude: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let point = try XCTUnwrap(record.point, file: file, line: line)
        XCTAssertEqual(point.latitude, latitude, accuracy: 1e-9, message, file: file, line: line)
        XCTAssertEqual(point.longitude, longitude, accuracy: 1e-9, message, file: file, line: line)
    }

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
