@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerJSON
import XCTest

final class JSONValueTests: XCTestCase {
    func test_serialized_keepsTheMembersInTheOrderWritten() {
        let value = JSONValue.object([(key: "status", value: .string("OK")), (key: "results", value: .array([])), (key: "count", value: .int(0))])

        XCTAssertEqual(text(value), #"{"status":"OK","results":[],"count":0}"#)
    }

    func test_serialized_writesSlashesAndAccentsAsTheyAre() {
        XCTAssertEqual(text(.string("https://café.example/a")), #""https://café.example/a""#)
    }

    func test_serialized_escapesQuotesBackslashesAndControlCharacters() {
        XCTAssertEqual(text(.string("say \"hi\"\\\n\r\t\u{1}")), #""say \"hi\"\\\n\r\t\u0001""#)
    }

    func test_serialized_writesWholeDoublesWithoutAFractionAndNonFiniteOnesAsNull() {
        let value = JSONValue.array([.double(4), .double(4.5), .double(.nan), .double(.infinity), .double(1e20), .null, .bool(true), .bool(false)])

        XCTAssertEqual(text(value), "[4,4.5,null,null,1e+20,null,true,false]")
    }

    func test_serialized_isJSONThatFoundationReadsBack() throws {
        let value = JSONValue.object(dropping: [("name", .string("Tasca \"do\" Chico\n")), ("rating", .double(4.6)), ("website", nil)])

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: value.serialized) as? [String: Any])

        XCTAssertEqual(object["name"] as? String, "Tasca \"do\" Chico\n")
        XCTAssertEqual(object["rating"] as? Double, 4.6)
        XCTAssertNil(object["website"], "members without a value are dropped")
    }

    func test_text_isReadBackBySQLiteJSONEachAsTheValuesWritten() throws {
        var random = SeededRandomNumberGenerator(seed: 5)
        let pieces = ["Tasca", "\"", "\\", "\n", "\u{1F}", "\u{7F}", "Łódź", "Пельмени", "🍣", "'", "/", " ", "é", "\u{2028}"]
        let texts = (0..<300).map { _ in (0..<random.int(in: 0...8)).map { _ in random.pick(pieces) }.joined() }
        let numbers = (0..<300).map { _ in (random.unit() - 0.5) * 360 }
        let value = JSONValue.array(zip(texts, numbers).map { text, number in .array([.string(text), .double(number), .int(Int(number * 1e6)), .null]) })

        let rows = try DatabaseQueue().read { db in
            try Row.fetchAll(db, sql: "SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)", arguments: [value.text])
        }

        XCTAssertEqual(rows.map { $0[0] as String }, texts)
        XCTAssertEqual(rows.map { $0[1] as Double }, numbers)
        XCTAssertEqual(rows.map { $0[2] as Int }, numbers.map { Int($0 * 1e6) })
        XCTAssertEqual(rows.map { $0[3] as String? }, Array(repeating: nil, count: rows.count))
    }

    func test_subscript_readsAMemberOfAnObjectOnly() {
        let value = JSONValue.object([(key: "status", value: .string("OK"))])

        XCTAssertEqual(value["status"].map(text), #""OK""#)
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.array([])["status"])
    }

    // MARK: - Helpers

    private func text(_ value: JSONValue) -> String {
        String(decoding: value.serialized, as: UTF8.self)
    }
}
