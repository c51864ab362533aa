import SharedCLI
import XCTest

final class JSONDocumentTests: XCTestCase {
    func test_render_writesAbsentNullEncodableValuesAsNull() throws {
        let text = try JSONDocument.render(Document(cachedAt: nil, name: "x"))

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertTrue(object.keys.contains("cachedAt"))
        XCTAssertTrue(object["cachedAt"] is NSNull)
    }

    func test_render_writesPresentValuesAndISO8601Dates() throws {
        let text = try JSONDocument.render(Document(cachedAt: Date(timeIntervalSince1970: 0), name: "x"))

        XCTAssertTrue(text.contains(#""cachedAt" : "1970-01-01T00:00:00Z""#), text)
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func test_render_sortsKeysSoTheOutputIsStable() throws {
        let text = try JSONDocument.render(Document(cachedAt: nil, name: "x"))

        let cachedAt = try XCTUnwrap(text.range(of: "cachedAt"))
        let name = try XCTUnwrap(text.range(of: "name"))
        XCTAssertLessThan(cachedAt.lowerBound, name.lowerBound)
    }

    func test_render_escapesEveryCharacterATerminalWouldActOnButKeepsTheValue() throws {
        let hostile = "A\u{1B}]52;c;eA==\u{07}B\u{9B}31mC\u{202E}D\u{2028}E\u{7F}F"

        let text = try JSONDocument.render(Document(cachedAt: nil, name: hostile))

        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text)
        XCTAssertFalse(text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value) }, text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, hostile)
    }

    private struct Document: Encodable {
        @NullEncodable var cachedAt: Date?
        let name: String
    }
}
