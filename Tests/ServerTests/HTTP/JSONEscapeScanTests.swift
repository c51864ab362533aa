@testable import DemoCatalog
@testable import FoodybiteServer
@testable import ServerJSON
import XCTest

final class JSONEscapeScanTests: XCTestCase {
    func test_needsEscaping_findsAQuoteBackslashOrControlByteAtEveryPosition() {
        for length in 1...20 {
            for position in 0..<length {
                for special: UInt8 in [0x00, 0x0A, 0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\")] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = special

                    XCTAssertTrue(needsEscaping(bytes), "byte \(special) at \(position) of \(length)")
                }
            }
        }
    }

    func test_needsEscaping_isFalseForTextWithoutThem() {
        let texts = ["", "a", "Tasca do Chico", "Пельмени на Арбате", "🍣 sushi & ramen / 4.5", String(repeating: "~!#$%&'()*+,-./09:;<=>?@AZ[]^_`az{|}\u{7F}", count: 3)]

        for text in texts {
            XCTAssertFalse(needsEscaping(Array(text.utf8)), text)
        }
    }

    func test_needsEscaping_agreesWithAByteByByteCheckOnRandomBytes() {
        var random = SeededRandomNumberGenerator(seed: 21)
        let alphabet: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0x9F, 0xA2, 0xDC, 0xE2, 0xFF] + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))

        for _ in 0..<5_000 {
            let bytes = (0..<random.int(in: 0...40)).map { _ in random.pick(alphabet) }
            let expected = bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }

            XCTAssertEqual(needsEscaping(bytes), expected, "\(bytes)")
        }
    }

    // MARK: - Helpers

    private func needsEscaping(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(JSONEscapeScan.needsEscaping)
    }
}
