import ReviewsFeature
import XCTest

final class ReviewsCommandTests: XCTestCase {
    func test_parse_acceptsTheGlobalOptionsAfterTheGroup() throws {
        let command = try ReviewsCommand.parse(["--json", "--no-color", "--data-dir", "/tmp/x"])

        XCTAssertTrue(command.global.json)
        XCTAssertEqual(command.global.dataDirectory, "/tmp/x")
    }
}
