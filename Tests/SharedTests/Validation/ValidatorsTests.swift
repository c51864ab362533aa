import Shared
import XCTest

final class NameValidatorTests: XCTestCase {
    func test_validate_returnsTheTrimmedName() throws {
        XCTAssertEqual(try NameValidator.validate("  Ana Lima "), "Ana Lima")
    }

    func test_validate_rejectsNamesShorterThanThreeCharacters() {
        XCTAssertThrowsError(try NameValidator.validate(" Al ")) { error in
            XCTAssertEqual(error as? ValidationFailure, .nameTooShort(minimum: 3))
        }
    }
}

final class EmailValidatorTests: XCTestCase {
    func test_validate_acceptsUsualAddresses() {
        for email in ["ana@example.com", "first.last+tag@mail.example.co.uk", "A_B@x-y.io"] {
            XCTAssertNoThrow(try EmailValidator.validate(email), email)
        }
    }

    func test_validate_rejectsMalformedAddresses() {
        for email in ["", "ana", "ana@", "@example.com", "ana@example", "ana @example.com", "ana@@example.com"] {
            XCTAssertThrowsError(try EmailValidator.validate(email), email)
        }
    }
}

final class PasswordValidatorTests: XCTestCase {
    func test_validate_acceptsAPasswordFollowingEveryRule() {
        XCTAssertNoThrow(try PasswordValidator.validate("Secret#123"))
    }

    func test_validate_namesTheFirstRuleABadPasswordBreaks() {
        let cases: [(String, ValidationFailure)] = [
            ("S#1a", .passwordTooShort(minimum: 8)),
            ("secret#123", .passwordMissingUppercaseLetter),
            ("SECRET#123", .passwordMissingLowercaseLetter),
            ("Secret#abc", .passwordMissingDigit),
            ("Secret1234", .passwordMissingSpecialCharacter),
        ]
        for (password, failure) in cases {
            XCTAssertThrowsError(try PasswordValidator.validate(password), password) { error in
                XCTAssertEqual(error as? ValidationFailure, failure)
            }
        }
    }

    func test_validateWithConfirmation_rejectsAMismatch() {
        XCTAssertThrowsError(try PasswordValidator.validate("Secret#123", confirmation: "Secret#124")) { error in
            XCTAssertEqual(error as? ValidationFailure, .passwordsDoNotMatch)
        }
    }
}
