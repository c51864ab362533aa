@testable import CatalogImport
@testable import FoodybiteServer
import XCTest

final class PhoneNumberFormatterTests: XCTestCase {
    func test_format_dropsTheTrunkPrefixWrittenAfterTheCountryCode() {
        let formatted = PhoneNumberFormatter.format(["+44 (0)20 7946 0000"])

        XCTAssertEqual(formatted.international, "+44 20 7946 0000")
        XCTAssertEqual(formatted.national, "020 7946 0000")
    }

    func test_format_readsADoubleZeroInternationalPrefixAsAPlus() {
        let formatted = PhoneNumberFormatter.format(["00351 21 342 1234"])

        XCTAssertEqual(formatted.international, "+351 21 342 1234")
        XCTAssertEqual(formatted.national, "21 342 1234")
    }

    func test_format_writesNorthAmericanNumbersAsTheyAreDialledThere() {
        let formatted = PhoneNumberFormatter.format(["+1-212-555-0199"])

        XCTAssertEqual(formatted.international, "+1 212 555 0199")
        XCTAssertEqual(formatted.national, "(212) 555-0199")
    }

    func test_format_keepsANorthAmericanNumberOfAnotherLengthAsItsDigits() {
        XCTAssertEqual(PhoneNumberFormatter.format(["+1 555 0199"]).national, "5550199")
    }

    func test_format_knowsOnlyTheNationalFormOfANumberWithoutCountryCode() {
        let formatted = PhoneNumberFormatter.format(["21 342 1234"])

        XCTAssertEqual(formatted.national, "21 342 1234")
        XCTAssertNil(formatted.international)
    }

    func test_format_usesTheInternationalFormForBothWhenTheCountryIsUnknown() {
        let formatted = PhoneNumberFormatter.format(["+999 12 345 678"])

        XCTAssertEqual(formatted.national, "+999 12 345 678")
        XCTAssertEqual(formatted.international, "+999 12 345 678")
    }

    func test_format_findsTheCountryCodeInsideAGroupWrittenTogether() {
        XCTAssertEqual(PhoneNumberFormatter.format(["+4535300530"]).national, "35300530")
    }

    func test_format_ignoresValuesTooShortToBeANumber() {
        let formatted = PhoneNumberFormatter.format(["112", "n/a"])

        XCTAssertNil(formatted.national)
        XCTAssertNil(formatted.international)
    }
}
