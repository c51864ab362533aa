@testable import CatalogImport
@testable import FoodybiteServer
import Foundation
@testable import ServerJSON
import TestSupport
import XCTest

/// The export is read a chunk at a time: an element split anywhere between two chunks (inside a string,
/// an escape, a number, a nested object) reads as if the file had come in one piece.
final class OSMElementStreamTests: XCTestCase {
    func test_nextElement_readsTheSameElementsWhereverTheChunksSplitThem() throws {
        let whole = try elements(of: Self.overpassWithEverything, chunkSize: 1 << 20)

        for chunkSize in 1...23 {
            let split = try elements(of: Self.overpassWithEverything, chunkSize: chunkSize)

            XCTAssertEqual(split.elements, whole.elements, "chunks of \(chunkSize) bytes")
            XCTAssertEqual(split.format, .overpass)
        }
    }

    func test_nextElement_decodesEscapesNestedValuesAndNumbersAsWritten() throws {
        let (_, elements) = try elements(of: Self.overpassWithEverything, chunkSize: 3)

        XCTAssertEqual(elements.count, 3)
        let tags = elements[0]["tags"]
        XCTAssertEqual(tags?["name"], .string("Café \"Ø\" \\ {[,]} 🍕\n"))
        XCTAssertEqual(tags?["note"], .string("tab\there/slash"))
        XCTAssertEqual(elements[0]["id"], .number("10"))
        XCTAssertEqual(elements[0]["lat"], .number("-55.681e0"))
        XCTAssertEqual(elements[1]["center"]?["lon"], .number("12.57"))
        XCTAssertEqual(elements[1]["nodes"], .array([.number("1"), .array([.bool(true), .bool(false), .null]), .object([:])]))
        XCTAssertEqual(elements[2], .string("a bare string ]}"))
    }

    func test_init_findsTheFeaturesOfGeoJSONAfterOtherMembersAndChecksThoseAfterIt() throws {
        let geoJSON = #"""
        {"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84", "x": [1, "]"]}},
         "features": [{"type": "Feature", "properties": {"name": "A"}, "geometry": {"type": "Point", "coordinates": [12.5, 55.6]}}],
         "bbox": [12.5, 55.6, 12.5, 55.6]}
        """#

        for chunkSize in [1, 2, 5, 1 << 20] {
            let (format, elements) = try elements(of: geoJSON, chunkSize: chunkSize)

            XCTAssertEqual(format, .geoJSON)
            XCTAssertEqual(elements.map { $0["properties"]?["name"] }, [.string("A")])
        }
    }

    func test_nextElement_readsAnEmptyArray() throws {
        let (format, elements) = try elements(of: #"{"elements": [ ], "osm3s": {"copyright": "ODbL"}}"#, chunkSize: 4)

        XCTAssertEqual(format, .overpass)
        XCTAssertEqual(elements, [])
    }

    func test_nextElement_refusesMalformedJSONWithItsLineAndColumnWhateverTheChunkSize() {
        let cases: [(json: String, position: String)] = [
            ("{\"elements\": [\n  {\"id\": 1}\n  {\"id\": 2}\n]}", "line 3, column 3"),
            ("{\"elements\": [\n  {\"id\": 1, \"name\": \"cut short", "line 2, column 3"),
            ("{\"elements\": [\n  {\"id\": 1}\n", "line 3, column 1"),
            ("{\"elements\": [{\"id\": 1}]}\n garbage", "line 2, column 2"),
            ("{\"elements\": [{\"id\": 1,}]}", "line 1, column 24"),
            ("{\"elements\": [{\"id\": 01}]}", "line 1, column 23"),
            ("{\"elements\": [{\"name\": \"bad \\x escape\"}]}", "line 1, column 29"),
            ("{\"elements\": [{\"name\": \"raw\ttab\"}]}", "line 1, column 28"),
            ("{\"elements\": [{\"id\": tru}]}", "line 1, column 22"),
            ("{\"elements\": [{\"id\": 1]}]}", "line 1, column 23"),
            ("{\"elements\": [,]}", "line 1, column 15"),
            ("{\"version\" 0.6, \"elements\": []}", "line 1, column 12"),
        ]
        for (json, position) in cases {
            for chunkSize in [1, 3, 1 << 20] {
                XCTAssertThrowsError(try elements(of: json, chunkSize: chunkSize), "\(json) in chunks of \(chunkSize)") { error in
                    guard case let .notJSON(reason) = error as? OSMImportError else { return XCTFail("\(error)") }
                    XCTAssertTrue(reason.hasPrefix(position + ": "), "\(json) in chunks of \(chunkSize): \(reason)")
                }
            }
        }
    }

    func test_init_refusesDocumentsThatAreNoOSMExport() {
        let cases: [(json: String, expected: OSMImportError)] = [
            ("", .notJSON(reason: "the file is empty")),
            ("<osm version=\"0.6\"/>", .unknownFormat(firstByte: UInt8(ascii: "<"))),
            ("  [1, 2]", .unsupportedDocument(reason: "the top level is not a JSON object")),
            (#"{"features": 1}"#, .unsupportedDocument(reason: "`features` is not an array")),
            (#"{"type": "Topology", "objects": {"elements": 1}}"#, .unsupportedDocument(reason: "it has neither `features` nor `elements`")),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try elements(of: json, chunkSize: 2)) { error in
                XCTAssertEqual(error as? OSMImportError, expected, json)
            }
        }
    }

    func test_nextElement_refusesBytesThatAreNotUTF8AtTheirLineAndColumn() {
        let cases: [(bytes: [UInt8], position: String, byte: String)] = [
            (Array(#"{"elements": [{"tags": {"name": "Caf"#.utf8) + [0xE9] + Array(#""}}]}"#.utf8), "line 1, column 37", "0xE9"),
            (Array("{\n \"elements\": [{\"tags\": {\"name\": \"ok\"}},\n  {\"tags\": {\"name\": \"".utf8) + [0xC0, 0xAF] + Array(#""}}]}"#.utf8), "line 3, column 22", "0xC0"),
            (Array(#"{"elements": [{"tags": {"name": "cut "#.utf8) + [0xE2, 0x82] + Array(#""}}]}"#.utf8), "line 1, column 38", "0xE2"),
            (Array(#"{"elements": [{"tags": {"name": "surrogate "#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}}]}"#.utf8), "line 1, column 44", "0xED"),
        ]
        for (bytes, position, byte) in cases {
            for chunkSize in [1, 5, 1 << 20] {
                XCTAssertThrowsError(try elements(of: Data(bytes), chunkSize: chunkSize), "\(position) in chunks of \(chunkSize)") { error in
                    XCTAssertEqual(error as? OSMImportError, .notJSON(reason: "\(position): a string holds bytes that are not UTF-8 (\(byte))"), "chunks of \(chunkSize)")
                }
            }
        }
    }

    func test_nextElement_readsAFileThatStartsWithAUTF8ByteOrderMark() throws {
        for chunkSize in [1, 2, 1 << 20] {
            let document = try elements(of: Data([0xEF, 0xBB, 0xBF] + Array(#"{"elements": [{"tags": {"name": "Café"}}]}"#.utf8)), chunkSize: chunkSize)

            XCTAssertEqual(document.format, .overpass)
            XCTAssertEqual(document.elements.count, 1)
            XCTAssertEqual(document.elements.first?["tags"]?["name"]?.string, "Café")
        }
    }

    func test_init_namesUTF16AndUTF32WithOrWithoutAByteOrderMark() {
        let json = #"{"elements": []}"#
        let cases: [(bytes: [UInt8], encoding: String, iconvName: String)] = [
            ([0xFF, 0xFE] + encoded(json, .utf16LittleEndian), "UTF-16 (little-endian)", "UTF-16LE"),
            (encoded(json, .utf16LittleEndian), "UTF-16 (little-endian)", "UTF-16LE"),
            ([0xFE, 0xFF] + encoded(json, .utf16BigEndian), "UTF-16 (big-endian)", "UTF-16BE"),
            (encoded(json, .utf16BigEndian), "UTF-16 (big-endian)", "UTF-16BE"),
            ([0xFF, 0xFE, 0, 0] + encoded(json, .utf32LittleEndian), "UTF-32 (little-endian)", "UTF-32LE"),
            (encoded(json, .utf32BigEndian), "UTF-32 (big-endian)", "UTF-32BE"),
        ]
        for (bytes, encoding, iconvName) in cases {
            XCTAssertThrowsError(try elements(of: Data(bytes), chunkSize: 1)) { error in
                XCTAssertEqual(error as? OSMImportError, .notUTF8(encoding: encoding, iconvName: iconvName))
                XCTAssertTrue("\(error)".contains("iconv -f \(iconvName) -t UTF-8"), "\(error)")
            }
        }
    }

    func test_init_throwsUnreadableForADirectory() throws {
        let directory = try makeTemporaryDirectory()

        XCTAssertThrowsError(try OSMElementStream(source: .file(directory))) { error in
            guard case .unreadable = error as? OSMImportError else { return XCTFail("\(error)") }
        }
    }

    func test_nextElement_readsAFileInChunks() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("export.json")
        try Data(Self.overpassWithEverything.utf8).write(to: file)
        var stream = try OSMElementStream(source: .file(file), chunkSize: 7)

        var count = 0
        while try stream.nextElement() != nil { count += 1 }

        XCTAssertEqual(count, 3)
    }

    // MARK: - Helpers

    private func elements(of json: String, chunkSize: Int) throws -> (format: OSMDocumentFormat, elements: [ImportedJSONValue]) {
        try elements(of: Data(json.utf8), chunkSize: chunkSize)
    }

    private func encoded(_ text: String, _ encoding: String.Encoding) -> [UInt8] {
        Array(text.data(using: encoding) ?? Data())
    }

    private func elements(of data: Data, chunkSize: Int) throws -> (format: OSMDocumentFormat, elements: [ImportedJSONValue]) {
        var stream = try OSMElementStream(source: .data(data), chunkSize: chunkSize)
        var elements: [ImportedJSONValue] = []
        while let element = try stream.nextElement() {
            elements.append(element)
        }
        return (stream.format, elements)
    }

    private static let overpassWithEverything = #"""
    {"version": 0.6, "generator": "Overpass API", "osm3s": {"timestamp_osm_base": "2026-01-01T00:00:00Z", "copyright": "[x]"},
     "elements": [
      {"type": "node", "id": 10, "lat": -55.681e0, "lon": 12.571,
       "tags": {"name": "Caf\u00e9 \"\u00D8\" \\ {[,]} \ud83c\udf55\n", "note": "tab\there\/slash"}},
      {"type": "way", "id": 20, "center": {"lat": 55.68, "lon": 12.57}, "nodes": [1, [true, false, null], {}]},
      "a bare string ]}"
     ],
     "remark": "done"}
    """#
}
