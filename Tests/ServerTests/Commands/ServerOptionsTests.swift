@testable import FoodybiteServerCommands
import XCTest

/// Where the server keeps its data: the flag, then `FOODYBITE_SERVER_DATA_DIR`, then the XDG data home.
final class ServerOptionsTests: XCTestCase {
    func test_resolvedDataDirectory_prefersTheFlagOverTheEnvironment() throws {
        let options = try makeSUT(["--data-dir", "/srv/flag"])

        let directory = options.resolvedDataDirectory(environment: ["FOODYBITE_SERVER_DATA_DIR": "/srv/env", "XDG_DATA_HOME": "/srv/xdg"])

        XCTAssertEqual(directory.path, "/srv/flag")
    }

    func test_resolvedDataDirectory_usesTheServerVariableWithoutAFlag() throws {
        let options = try makeSUT([])

        let directory = options.resolvedDataDirectory(environment: ["FOODYBITE_SERVER_DATA_DIR": "/srv/env", "XDG_DATA_HOME": "/srv/xdg"])

        XCTAssertEqual(directory.path, "/srv/env")
    }

    func test_resolvedDataDirectory_usesTheXDGDataHomeWhenNothingElseIsSet() throws {
        let options = try makeSUT([])

        let directory = options.resolvedDataDirectory(environment: ["XDG_DATA_HOME": "/srv/xdg"])

        XCTAssertEqual(directory.path, "/srv/xdg/foodybite-server")
    }

    func test_resolvedDataDirectory_ignoresARelativeXDGDataHomeAndFallsBackToTheHomeFolder() throws {
        let options = try makeSUT([])

        let directory = options.resolvedDataDirectory(environment: ["XDG_DATA_HOME": "relative/xdg"])

        XCTAssertEqual(directory.path, FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/foodybite-server").path)
    }

    func test_resolvedDataDirectory_resolvesARelativeFlagAgainstTheCurrentFolderAndExpandsTheTilde() throws {
        let relative = try makeSUT(["--data-dir", "data"]).resolvedDataDirectory(environment: [:])
        let tilde = try makeSUT(["--data-dir", "~/foodybite"]).resolvedDataDirectory(environment: [:])

        XCTAssertEqual(relative.path, URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("data").standardizedFileURL.path)
        XCTAssertEqual(tilde.path, NSString(string: "~/foodybite").expandingTildeInPath)
    }

    func test_resolvedDataDirectory_treatsAnEmptyFlagLikeNoFlag() throws {
        let options = try makeSUT(["--data-dir", ""])

        let directory = options.resolvedDataDirectory(environment: ["XDG_DATA_HOME": "/srv/xdg"])

        XCTAssertEqual(directory.path, "/srv/xdg/foodybite-server")
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) throws -> ServerOptions {
        try ServerOptions.parse(arguments)
    }
}
