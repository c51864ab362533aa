import LocationFeature
import XCTest

final class LocationCommandTests: XCTestCase {
    func test_parse_acceptsTheGlobalOptionsAfterTheGroup() throws {
        let command = try LocationCommand.parse(["--json", "--no-color", "--data-dir", "/tmp/x"])

        XCTAssertTrue(command.global.json)
        XCTAssertEqual(command.global.dataDirectory, "/tmp/x")
    }
}
