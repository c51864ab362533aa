@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
@testable import ServerJSON
import XCTest

final class JSONRowsTextTests: XCTestCase {
    func test_finish_writesTheTextJSONValueWritesForTheSameRowsWhenGivenRandomRows() {
        // Given random rows of texts (with what must be escaped), doubles, whole numbers and nulls
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["Tasca", "\"", "\\", "\n", "\u{1F}", "Łódź", "🍣", "/", " ", "é"]
        let doubles: [Double] = [0, 4, 4.5, -9.1393366, 38.7223, 1e20, .nan, .infinity, 123_456_789_012_345]
        var sut = JSONRowsText()
        var expected: [JSONValue] = []
        for _ in 0..<200 {
            var row: [JSONValue] = []
            sut.startRow()
            for _ in 0..<random.int(in: 0...6) {
                switch random.int(in: 0...5) {
                case 0:
                    let text = (0..<random.int(in: 0...5)).map { _ in random.pick(pieces) }.joined()
                    sut.append(text)
                    row.append(.string(text))
                case 1:
                    let number = random.pick(doubles) * (random.unit() < 0.5 ? 1 : random.unit())
                    sut.append(number)
                    row.append(.double(number))
                case 2:
                    let number = random.int(in: -1_000_000...1_000_000)
                    sut.append(number)
                    row.append(.int(number))
                case 3:
                    sut.append(String?.none)
                    row.append(.null)
                case 4:
                    sut.append(Double?.none)
                    row.append(.null)
                default:
                    sut.append(Int?.none)
                    row.append(.null)
                }
            }
            sut.endRow()
            expected.append(.array(row))
        }

        // When the text is finished
        let text = sut.finish()

        // Then it is what JSONValue writes
        XCTAssertEqual(text, JSONValue.array(expected).text)
    }

    func test_finish_writesAnEmptyArrayWhenGivenNoRows() {
        var sut = JSONRowsText()

        XCTAssertEqual(sut.finish(), "[]")
    }
}
