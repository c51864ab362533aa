@testable import Accounts
@testable import AccountsDomain
@testable import FoodybiteServer
import XCTest

final class AccountFieldRulesTests: XCTestCase {
    func test_isWellFormed_acceptsUsualAddresses() {
        for email in ["eve@example.com", "Eve.Example+food@mail.example.co.uk", "e@x.io", "élodie@exemple.fr"] {
            XCTAssertTrue(EmailAddress.isWellFormed(email), email)
        }
    }

    func test_isWellFormed_refusesMalformedAddresses() {
        let malformed = [
            "", "eve", "eve@", "@example.com", "eve@example", "eve@@example.com", "eve@exa@mple.com", "eve @example.com",
            " eve@example.com", "eve@example..com", "eve@.example.com", "eve@-example.com", ".eve@example.com", "e..ve@example.com",
            String(repeating: "a", count: 250) + "@example.com",
        ]
        for email in malformed {
            XCTAssertFalse(EmailAddress.isWellFormed(email), email)
        }
    }

    func test_comparisonKey_foldsCase() {
        XCTAssertEqual(EmailAddress.comparisonKey("Eve@Example.COM"), EmailAddress.comparisonKey("eve@example.com"))
    }

    func test_validName_trimsAndNeedsThreeCharacters() throws {
        XCTAssertEqual(try AccountFieldRules.validName("  Eve  "), "Eve")
        XCTAssertThrowsError(try AccountFieldRules.validName(" Ev "))
        XCTAssertThrowsError(try AccountFieldRules.validName(String(repeating: "e", count: 101)))
    }

    func test_validPassword_needsEightCharactersAndNoNUL() throws {
        XCTAssertEqual(try AccountFieldRules.validPassword("12345678"), "12345678")
        XCTAssertThrowsError(try AccountFieldRules.validPassword("1234567"))
        XCTAssertThrowsError(try AccountFieldRules.validPassword("1234\u{0}5678"))
    }
}
