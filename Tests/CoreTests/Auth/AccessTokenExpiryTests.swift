import Core
import Foundation
import TestSupport
import XCTest

final class AccessTokenExpiryTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    func test_isExpired_isTrueForATokenPastItsExpiry() {
        XCTAssertTrue(AccessTokenExpiry.isExpired(makeUnsignedJWT(expiresAt: now.addingTimeInterval(-1)), at: now))
    }

    func test_isExpired_isTrueWithinTheLeewayBeforeExpiry() {
        XCTAssertTrue(AccessTokenExpiry.isExpired(makeUnsignedJWT(expiresAt: now.addingTimeInterval(5)), at: now, leeway: 10))
    }

    func test_isExpired_isFalseForAValidToken() {
        XCTAssertFalse(AccessTokenExpiry.isExpired(makeUnsignedJWT(expiresAt: now.addingTimeInterval(600)), at: now))
    }

    func test_isExpired_isFalseForATokenThatIsNotAJWT() {
        XCTAssertFalse(AccessTokenExpiry.isExpired("opaque-token", at: now))
    }

    func test_expirationDate_readsFractionalExpiries() {
        XCTAssertEqual(AccessTokenExpiry.expirationDate(of: makeUnsignedJWT(expiresAt: Date(timeIntervalSince1970: 1795251522.55))), Date(timeIntervalSince1970: 1795251522.55))
    }
}
