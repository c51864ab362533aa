@testable import FoodybiteServer
import Foundation
import XCTest

final class JSONOutputTests: XCTestCase {
    func test_writer_separatesMembersAndElementsWithCommasAtEveryDepth() {
        var writer = JSONWriter()

        writeSample(to: &writer)

        XCTAssertEqual(text(writer), #"{"status":"OK","results":[{"rating":4.5,"open":true},[],{}],"count":2,"none":null,"empty":{}}"#)
    }

    func test_treeBuilder_buildsTheValueThatWritesAsTheWriterWrites() throws {
        var builder = JSONTreeBuilder()
        var writer = JSONWriter()

        writeSample(to: &builder)
        writeSample(to: &writer)

        XCTAssertEqual(try XCTUnwrap(builder.value).text, text(writer))
        XCTAssertEqual(builder.value?["count"].map(\.text), "2")
    }

    func test_value_writesAJSONValueAsItsOwnSerialisation() {
        let value = JSONValue.object([
            (key: "name", value: .string("Tasca \"do\" Chico\n")),
            (key: "numbers", value: .array([.double(4), .double(4.25), .double(.nan), .int(-3), .null, .bool(false)])),
            (key: "nested", value: .object([(key: "empty", value: .array([]))])),
        ])
        var writer = JSONWriter()
        var builder = JSONTreeBuilder()

        writer.array { $0.value(value); $0.value(value) }
        builder.value(value)

        XCTAssertEqual(text(writer), "[\(value.text),\(value.text)]")
        XCTAssertEqual(builder.value?.text, value.text)
    }

    func test_member_leavesOutAMemberWithoutAValue() {
        var writer = JSONWriter()

        writer.object {
            $0.member("a", string: nil)
            $0.member("b", int: 1)
            $0.member("c", double: nil)
            $0.member("d", bool: nil)
            $0.member("e", string: "x")
        }

        XCTAssertEqual(text(writer), #"{"b":1,"e":"x"}"#)
    }

    func test_treeBuilder_hasNoValueBeforeAnythingIsWritten() {
        XCTAssertNil(JSONTreeBuilder().value)
    }

    // MARK: - Helpers

    private func writeSample(to output: inout some JSONOutput) {
        output.object {
            $0.member("status", string: "OK")
            $0.member("results") {
                $0.array {
                    $0.object {
                        $0.member("rating", double: 4.5)
                        $0.member("open", bool: true)
                    }
                    $0.array { _ in }
                    $0.object { _ in }
                }
            }
            $0.member("count", int: 2)
            $0.member("none") { $0.null() }
            $0.member("empty") { $0.object { _ in } }
        }
    }

    private func text(_ writer: JSONWriter) -> String {
        String(decoding: writer.bytes, as: UTF8.self)
    }
}
