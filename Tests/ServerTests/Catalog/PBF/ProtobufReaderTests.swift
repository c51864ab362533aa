@testable import CatalogImport
import XCTest

final class ProtobufReaderTests: XCTestCase {
    func test_readsFieldsVarintsZigzagNumbersAndPackedDeltasAsWritten() throws {
        var writer = ProtobufWriter()
        writer.field(1, varint: 300)
        writer.field(2, signed: -123_456_789_012)
        writer.field(3, string: "Vaduz")
        writer.field(8, packed: [5, 3, -2, 1_000_000_000_000], signed: true)
        var sut = ProtobufReader(writer.bytes)

        XCTAssertEqual(try sut.nextField()?.number, 1)
        XCTAssertEqual(try sut.varint(), 300)
        XCTAssertEqual(try sut.nextField()?.number, 2)
        XCTAssertEqual(try sut.signedVarint(), -123_456_789_012)
        XCTAssertEqual(try sut.nextField()?.type, .lengthDelimited)
        XCTAssertEqual(try sut.string(), "Vaduz")
        XCTAssertEqual(try sut.nextField()?.number, 8)
        XCTAssertEqual(try sut.packedIntegers(signed: true), [5, 3, -2, 1_000_000_000_000])
        XCTAssertNil(try sut.nextField())
    }

    func test_refusesLengthsAndNumbersThatRunPastTheEndOfTheMessage() {
        let cases: [[UInt8]] = [
            [0x0A, 0x05, 0x41],
            [0x08, 0xFF, 0xFF],
            [0x08] + Array(repeating: 0xFF, count: 10) + [0x01],
            [0x0B],
        ]
        for bytes in cases {
            var sut = ProtobufReader(bytes)
            XCTAssertThrowsError(try { while let field = try sut.nextField() { try sut.skip(field.type) } }(), "\(bytes)") { error in
                guard case .malformed = error as? PBFError else { return XCTFail("\(error)") }
            }
        }
    }
}
