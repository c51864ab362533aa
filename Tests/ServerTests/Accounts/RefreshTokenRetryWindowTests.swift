@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import XCTest

/// A refresh token presented again soon after it was traded is a retry (the client lost the answer);
/// later, or with no grace period at all, it is a replay.
final class RefreshTokenRetryWindowTests: XCTestCase {
    private let usedAt = Date(timeIntervalSince1970: 1_800_000_000)

    func test_isRetry_isTrueWithinTheGracePeriodAndFalseFromItsEnd() {
        XCTAssertTrue(RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: usedAt.addingTimeInterval(9.9), gracePeriod: 10))
        XCTAssertFalse(RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: usedAt.addingTimeInterval(10), gracePeriod: 10))
    }

    func test_isRetry_isFalseWithoutAGracePeriodWhenGivenAClockReadingBeforeTheExchange() {
        // Two requests racing with one token reach the store in either order: the second may carry the
        // earlier reading of the clock.
        let racingRequestTime = usedAt.addingTimeInterval(-0.002)

        XCTAssertFalse(RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: racingRequestTime, gracePeriod: 0))
        XCTAssertTrue(RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: racingRequestTime, gracePeriod: 10))
    }
}
