import AccountFeature
import XCTest

final class AccountCommandTests: XCTestCase {
    func test_parse_acceptsTheGlobalOptionsAfterTheGroup() throws {
        let command = try AccountCommand.parse(["--json", "--no-color", "--data-dir", "/tmp/x"])

        XCTAssertTrue(command.global.json)
        XCTAssertEqual(command.global.dataDirectory, "/tmp/x")
    }
}
