@testable import AccountsDomain
@testable import FoodybiteServer
import XCTest

final class RefreshTokenTests: XCTestCase {
    func test_generate_answers256BitsAs64LowercaseHexCharacters() {
        let token = RefreshToken.generate()

        XCTAssertEqual(token.count, 64)
        XCTAssertTrue(token.allSatisfy { "0123456789abcdef".contains($0) }, token)
    }

    func test_generate_answersADifferentTokenEveryTime() {
        let tokens = Set((0..<100).map { _ in RefreshToken.generate() })

        XCTAssertEqual(tokens.count, 100)
    }

    func test_hash_answersTheSHA256HexDigest() {
        XCTAssertEqual(RefreshToken.hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
