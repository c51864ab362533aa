import NearbyFeature
import XCTest

final class NearbyCommandTests: XCTestCase {
    func test_parse_acceptsTheGlobalOptionsAfterTheGroup() throws {
        let command = try NearbyCommand.parse(["--json", "--no-color", "--data-dir", "/tmp/x"])

        XCTAssertTrue(command.global.json)
        XCTAssertEqual(command.global.dataDirectory, "/tmp/x")
    }
}
