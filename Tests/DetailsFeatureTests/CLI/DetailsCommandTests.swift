import DetailsFeature
import XCTest

final class DetailsCommandTests: XCTestCase {
    func test_parse_acceptsTheGlobalOptionsAfterTheGroup() throws {
        let command = try DetailsCommand.parse(["--json", "--no-color", "--data-dir", "/tmp/x"])

        XCTAssertTrue(command.global.json)
        XCTAssertEqual(command.global.dataDirectory, "/tmp/x")
    }
}
