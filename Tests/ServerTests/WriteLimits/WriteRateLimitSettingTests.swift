import FoodybiteServer
@testable import WriteLimits
import XCTest

final class WriteRateLimitSettingTests: XCTestCase {
    func test_applying_setsTheNamedRulesWithTheirWindows() throws {
        let policy = try WriteRateLimitSetting.applying(
            ["reviews-per-account=100/h", "signups-per-address=5/10m", "account-changes-per-address=7/2d", "reviews-per-address=3/30s"],
            to: .standard
        )

        XCTAssertEqual(policy.reviewsPerAccount, WriteRateRule(limit: 100, window: 3_600))
        XCTAssertEqual(policy.signupsPerAddress, WriteRateRule(limit: 5, window: 600))
        XCTAssertEqual(policy.accountChangesPerAddress, WriteRateRule(limit: 7, window: 172_800))
        XCTAssertEqual(policy.reviewsPerAddress, WriteRateRule(limit: 3, window: 30))
        XCTAssertEqual(policy.accountChangesPerAccount, WriteRateLimitPolicy.standard.accountChangesPerAccount)
    }

    func test_applying_offTurnsOneRuleOrEveryRuleOff() throws {
        let one = try WriteRateLimitSetting.applying(["signups-per-address=off"], to: .standard)
        let all = try WriteRateLimitSetting.applying(["off", "reviews-per-account=10/m"], to: .standard)

        XCTAssertNil(one.signupsPerAddress)
        XCTAssertEqual(one.reviewsPerAccount, WriteRateLimitPolicy.standard.reviewsPerAccount)
        var expected = WriteRateLimitPolicy.unlimited
        expected.reviewsPerAccount = WriteRateRule(limit: 10, window: 60)
        XCTAssertEqual(all, expected)
    }

    func test_applying_throwsAMessageNamingTheSettingWhenItIsNotALimit() {
        for setting in ["reviews=10/h", "reviews-per-account", "reviews-per-account=10", "reviews-per-account=0/h",
                        "reviews-per-account=ten/h", "reviews-per-account=10/3w", "reviews-per-account=10/0m", "reviews-per-account=10/31d"] {
            XCTAssertThrowsError(try WriteRateLimitSetting.applying([setting], to: .standard), setting) { error in
                let message = (error as? WriteRateLimitSettingError)?.description ?? ""
                XCTAssertTrue(message.contains("'\(setting)'") || message.contains(setting.split(separator: "=").first.map(String.init) ?? setting), message)
            }
        }
    }
}
