@testable import FoodybiteServer
import Foundation
@testable import ServerJSON
import XCTest

final class JSONOutputTests: XCTestCase {
    private static let sampleText = #"{"status":"OK","results":[{"rating":4.5,"open":true},[],{}],"count":2,"none":null,"empty":{}}"#

    func test_object_separatesMembersAndElementsWithCommasAtEveryDepth() {
        // Given
        var writer = JSONWriter()

        // When
        writeSample(to: &writer)

        // Then
        XCTAssertEqual(text(writer), Self.sampleText)
    }

    func test_object_buildsTheTreeOfWhatIsWritten() {
        // When
        let value = JSONTreeBuilder.value { writeSample(to: &$0) }

        // Then
        XCTAssertEqual(value.text, Self.sampleText)
        XCTAssertEqual(value["count"]?.text, "2")
    }

    func test_value_writesAJSONValueMemberByMember() {
        // Given
        let value = JSONValue.object([
            (key: "name", value: .string("Tasca \"do\" Chico\n")),
            (key: "numbers", value: .array([.double(4), .double(4.25), .double(.nan), .int(-3), .null, .bool(false)])),
            (key: "nested", value: .object([(key: "empty", value: .array([]))])),
        ])
        let expected = #"{"name":"Tasca \"do\" Chico\n","numbers":[4,4.25,null,-3,null,false],"nested":{"empty":[]}}"#
        var writer = JSONWriter()

        // When
        writer.array { $0.value(value); $0.value(value) }
        let built = JSONTreeBuilder.value { $0.value(value) }

        // Then
        XCTAssertEqual(text(writer), "[\(expected),\(expected)]")
        XCTAssertEqual(built.text, expected)
    }

    func test_member_leavesOutAMemberWithoutAValue() {
        // Given
        var writer = JSONWriter()

        // When
        writer.object {
            $0.member("a", string: nil)
            $0.member("b", int: 1)
            $0.member("c", double: nil)
            $0.member("d", bool: nil)
            $0.member("e", string: "x")
        }

        // Then
        XCTAssertEqual(text(writer), #"{"b":1,"e":"x"}"#)
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
