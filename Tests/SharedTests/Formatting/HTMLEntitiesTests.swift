import Shared
import XCTest

final class HTMLEntitiesTests: XCTestCase {
    func test_decode_leavesTextWithoutEntitiesAsItIs() {
        XCTAssertEqual(HTMLEntities.decode("Fish & chips, 100% fresh"), "Fish & chips, 100% fresh")
    }

    func test_decode_turnsNamedEntitiesIntoTheirCharacters() {
        XCTAssertEqual(HTMLEntities.decode("Tom &amp; Jerry&apos;s &quot;best&quot; &lt;3&gt;"), "Tom & Jerry's \"best\" <3>")
        XCTAssertEqual(HTMLEntities.decode("a&nbsp;b"), "a\u{00A0}b")
    }

    func test_decode_turnsDecimalAndHexadecimalEntitiesIntoTheirCharacters() {
        XCTAssertEqual(HTMLEntities.decode("It&#39;s caf&#233; time &#x1F37D;&#X21;"), "It's café time 🍽!")
    }

    func test_decode_keepsWhatOnlyLooksLikeAnEntity() {
        XCTAssertEqual(HTMLEntities.decode("&unknown; &#xZZ; &#; & ;"), "&unknown; &#xZZ; &#; & ;")
        XCTAssertEqual(HTMLEntities.decode("&#55296;"), "&#55296;", "a lone surrogate is no character")
        XCTAssertEqual(HTMLEntities.decode("AT&T stays"), "AT&T stays")
    }

    func test_decode_looksForTheSemicolonOnlyCloseToTheAmpersand() {
        XCTAssertEqual(HTMLEntities.decode("R&D department; &amp; more"), "R&D department; & more")
    }
}
