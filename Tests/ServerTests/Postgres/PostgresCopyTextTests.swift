@testable import FoodybiteServer
import NIOCore
@testable import ServerPostgres
import XCTest

final class PostgresCopyTextTests: XCTestCase {
    func test_appendRow_separatesColumnsByTabsAndEndsWithANewline() {
        XCTAssertEqual(row(["Tasca", "do Chico", "42"]), "Tasca\tdo Chico\t42\n")
    }

    func test_appendRow_writesNullAsBackslashN() {
        XCTAssertEqual(row(["a", nil, "c"]), "a\t\\N\tc\n")
    }

    func test_appendRow_escapesBackslashesTabsAndLineBreaksAndDropsNUL() {
        XCTAssertEqual(row(["a\\b\tc\nd\re\u{0}f"]), "a\\\\b\\tc\\nd\\re" + "f\n")
    }

    func test_appendRow_keepsUnicodeAsItIs() {
        XCTAssertEqual(row(["Łódź", "Пельмени"]), "Łódź\tПельмени\n")
    }

    // MARK: - Helpers

    private func row(_ values: [String?]) -> String {
        var buffer = ByteBuffer()
        PostgresCopyText.appendRow(values, to: &buffer)
        return buffer.readString(length: buffer.readableBytes) ?? ""
    }
}
