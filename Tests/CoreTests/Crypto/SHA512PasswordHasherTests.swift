import Core
import XCTest

final class SHA512PasswordHasherTests: XCTestCase {
    func test_hash_isTheLowerCaseHexSHA512OfTheUTF8Password() {
        let sut = SHA512PasswordHasher()

        XCTAssertEqual(
            sut.hash("abc"),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
    }

    func test_hash_differsForDifferentPasswordsAndNeverContainsThePassword() {
        let sut = SHA512PasswordHasher()

        XCTAssertNotEqual(sut.hash("Secret#123"), sut.hash("Secret#124"))
        XCTAssertFalse(sut.hash("Secret#123").contains("Secret"))
        XCTAssertEqual(sut.hash("Secret#123").count, 128)
    }
}
