import Core
import Foundation
import XCTest

final class FoodybiteDirectoriesTests: XCTestCase {
    private let home = URL(fileURLWithPath: "/home/ana")
    private let cwd = URL(fileURLWithPath: "/work")

    func test_resolve_usesXDGDefaultsUnderHome() {
        let sut = FoodybiteDirectories.resolve(dataDirectoryFlag: nil, environment: [:], homeDirectory: home, currentDirectory: cwd)

        XCTAssertEqual(sut.credentialsFile.path, "/home/ana/.local/state/foodybite/credentials.json")
        XCTAssertEqual(sut.configFile.path, "/home/ana/.config/foodybite/config.json")
        XCTAssertEqual(sut.cacheDatabase.path, "/home/ana/.cache/foodybite/cache.sqlite")
        XCTAssertEqual(sut.settingsDatabase.path, "/home/ana/.local/share/foodybite/settings.sqlite")
    }

    func test_resolve_honoursAbsoluteXDGVariablesAndIgnoresRelativeOnes() {
        let sut = FoodybiteDirectories.resolve(
            dataDirectoryFlag: nil,
            environment: ["XDG_STATE_HOME": "/var/state", "XDG_CACHE_HOME": "relative/cache"],
            homeDirectory: home,
            currentDirectory: cwd
        )

        XCTAssertEqual(sut.state.path, "/var/state/foodybite")
        XCTAssertEqual(sut.cache.path, "/home/ana/.cache/foodybite")
    }

    func test_resolve_putsEverythingUnderTheDataDirectoryFromTheEnvironment() {
        let sut = FoodybiteDirectories.resolve(dataDirectoryFlag: nil, environment: ["FOODYBITE_DATA_DIR": "/tmp/fb", "XDG_STATE_HOME": "/var/state"], homeDirectory: home, currentDirectory: cwd)

        XCTAssertEqual(sut, FoodybiteDirectories(root: URL(fileURLWithPath: "/tmp/fb")))
        XCTAssertEqual(sut.credentialsFile.path, "/tmp/fb/state/credentials.json")
    }

    func test_resolve_prefersTheFlagToTheEnvironmentAndResolvesRelativePaths() {
        let sut = FoodybiteDirectories.resolve(dataDirectoryFlag: "data", environment: ["FOODYBITE_DATA_DIR": "/tmp/fb"], homeDirectory: home, currentDirectory: cwd)

        XCTAssertEqual(sut.data.path, "/work/data/data")
        XCTAssertEqual(sut.embeddedServerData.path, "/work/data/data/server")
    }
}
