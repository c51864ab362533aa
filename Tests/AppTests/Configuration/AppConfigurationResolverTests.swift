import CatalogDomain
import Core
@testable import FoodybiteApp
import FoodybiteServer
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

final class AppConfigurationResolverTests: XCTestCase {
    func test_resolve_usesTheEmbeddedServerForBothAPIsWhenNothingIsConfigured() throws {
        let configuration = try resolve()

        XCTAssertEqual(configuration.foodybiteServer, .embedded)
        XCTAssertEqual(configuration.placesServer, .embedded)
        XCTAssertNil(configuration.placesAPIKey)
        XCTAssertTrue(configuration.usesEmbeddedServer)
    }

    func test_resolve_startsSearchesAtTheEmbeddedDemoCatalogsCentreWhenNothingSaysWhere() throws {
        let configuration = try resolve()

        XCTAssertEqual(configuration.defaultLocation, Coordinates(latitude: DemoCatalog.center.latitude, longitude: DemoCatalog.center.longitude))
    }

    func test_resolve_prefersTheFlagToTheEnvironmentToTheConfigFile() throws {
        let home = try makeTemporaryDirectory()
        try writeConfig(#"{"server": "http://from-file:1"}"#, home: home)

        XCTAssertEqual(try resolve(home: home).foodybiteServer, .remote(URL(string: "http://from-file:1")!))
        XCTAssertEqual(try resolve(environment: ["FOODYBITE_SERVER_URL": "http://from-env:2"], home: home).foodybiteServer, .remote(URL(string: "http://from-env:2")!))
        XCTAssertEqual(try resolve(["--server", "http://from-flag:3"], environment: ["FOODYBITE_SERVER_URL": "http://from-env:2"], home: home).foodybiteServer, .remote(URL(string: "http://from-flag:3")!))
    }

    func test_resolve_usesGooglesNewHostWhenOnlyAnAPIKeyIsSet() throws {
        let configuration = try resolve(environment: ["GOOGLE_PLACES_API_KEY": "k"])

        XCTAssertEqual(configuration.placesServer, .remote(URL(string: "https://places.googleapis.com")!))
        XCTAssertEqual(configuration.placesAPI, .new)
        XCTAssertEqual(configuration.placesAPIKey, "k")
        XCTAssertEqual(configuration.foodybiteServer, .embedded)
    }

    func test_resolve_usesGooglesLegacyHostWithAKeyAndTheLegacyAPI() throws {
        let configuration = try resolve(["--places-api", "legacy"], environment: ["GOOGLE_PLACES_API_KEY": "k"])

        XCTAssertEqual(configuration.placesServer, .remote(URL(string: "https://maps.googleapis.com")!))
        XCTAssertEqual(configuration.placesAPI, .legacy)
    }

    func test_resolve_trimsTheWhiteSpaceAroundTheKey() throws {
        XCTAssertEqual(try resolve(environment: ["GOOGLE_PLACES_API_KEY": "  k \n"]).placesAPIKey, "k")
    }

    func test_resolve_speaksTheNewPlacesAPIByDefault() throws {
        XCTAssertEqual(try resolve().placesAPI, .new)
    }

    func test_resolve_takesThePlacesAPIFromFlagThenEnvironmentThenConfigFile() throws {
        let home = try makeTemporaryDirectory()
        try writeConfig(#"{"placesApi": "legacy"}"#, home: home)

        XCTAssertEqual(try resolve(home: home).placesAPI, .legacy)
        XCTAssertEqual(try resolve(environment: ["FOODYBITE_PLACES_API": "new"], home: home).placesAPI, .new)
        XCTAssertEqual(try resolve(["--places-api", "legacy"], environment: ["FOODYBITE_PLACES_API": "new"], home: home).placesAPI, .legacy)
    }

    func test_resolve_givesEveryRequestThirtySecondsUnlessTheEnvironmentSaysOtherwise() throws {
        XCTAssertEqual(try resolve().requestDeadlineSeconds, 30)
        XCTAssertEqual(try resolve().httpLimits.deadlineSeconds, 30)
        XCTAssertEqual(try resolve(environment: ["FOODYBITE_REQUEST_DEADLINE": "5"]).httpLimits.deadlineSeconds, 5)
    }

    func test_resolve_refusesADeadlineThatIsNotOneToSixHundredSeconds() {
        for value in ["0", "601", "2.5", "soon"] {
            XCTAssertThrowsError(try resolve(environment: ["FOODYBITE_REQUEST_DEADLINE": value]), value) { error in
                let message = ErrorPresenter.message(for: error)
                XCTAssertEqual(message.exitStatus, .usage)
                XCTAssertTrue(message.text.contains("FOODYBITE_REQUEST_DEADLINE must be a whole number of seconds from 1 to 600, not '\(value)'"), message.text)
            }
        }
    }

    func test_resolve_failsClearlyForAnUnknownPlacesAPI() throws {
        XCTAssertThrowsError(try resolve(environment: ["FOODYBITE_PLACES_API": "v2"])) { error in
            let message = ErrorPresenter.message(for: error)
            XCTAssertEqual(message.exitStatus, .usage)
            XCTAssertTrue(message.text.contains("FOODYBITE_PLACES_API must be 'new' or 'legacy'"), message.text)
        }
        let home = try makeTemporaryDirectory()
        try writeConfig(#"{"placesApi": 2}"#, home: home)
        XCTAssertThrowsError(try resolve(home: home)) { error in
            let message = ErrorPresenter.message(for: error)
            XCTAssertEqual(message.exitStatus, .dataError)
            XCTAssertTrue(message.text.contains(#""placesApi" must be "new" or "legacy""#), message.text)
        }
    }

    func test_resolve_prefersAPlacesURLToGooglesHostAndKeepsTheKey() throws {
        let configuration = try resolve(["--places-url", "http://places:1"], environment: ["GOOGLE_PLACES_API_KEY": "k"])

        XCTAssertEqual(configuration.placesServer, .remote(URL(string: "http://places:1")!))
        XCTAssertEqual(configuration.placesAPIKey, "k")
    }

    func test_resolve_usesTheFoodybiteServerForPlacesWhenOnlyItIsGiven() throws {
        let configuration = try resolve(["--server", "http://ours:8080"])

        XCTAssertEqual(configuration.placesServer, .remote(URL(string: "http://ours:8080")!))
        XCTAssertFalse(configuration.usesEmbeddedServer)
    }

    func test_resolve_putsAllStateUnderTheDataDirectory() throws {
        let configuration = try resolve(["--data-dir", "/tmp/fb-data"])

        XCTAssertEqual(configuration.directories, FoodybiteDirectories(root: URL(fileURLWithPath: "/tmp/fb-data")))
    }

    func test_resolve_failsWithUsageStatusForAnInvalidURLInTheEnvironment() {
        XCTAssertThrowsError(try resolve(environment: ["FOODYBITE_PLACES_URL": "nope"])) { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .usage)
            XCTAssertTrue(ErrorPresenter.message(for: error).text.contains("FOODYBITE_PLACES_URL"))
        }
    }

    func test_resolve_failsWithDataErrorNamingABrokenConfigFile() throws {
        let home = try makeTemporaryDirectory()
        let file = try writeConfig("{broken", home: home)

        XCTAssertThrowsError(try resolve(home: home)) { error in
            let message = ErrorPresenter.message(for: error)
            XCTAssertEqual(message.exitStatus, .dataError)
            XCTAssertTrue(message.text.contains(file.path), message.text)
        }
    }

    func test_resolve_failsForAConfigFileValueThatIsNotAURL() throws {
        let home = try makeTemporaryDirectory()
        try writeConfig(#"{"placesUrl": 42}"#, home: home)

        XCTAssertThrowsError(try resolve(home: home)) { error in
            XCTAssertTrue(ErrorPresenter.message(for: error).text.contains(#""placesUrl" must be an http(s) URL"#))
        }
    }

    func test_description_neverShowsTheAPIKey() throws {
        let configuration = try resolve(environment: ["GOOGLE_PLACES_API_KEY": "SECRET-KEY"])

        XCTAssertFalse(configuration.description.contains("SECRET-KEY"))
        XCTAssertTrue(configuration.description.contains("with an API key"))
    }

    func test_description_hidesAPasswordInAServerURL() throws {
        let configuration = try resolve(environment: ["FOODYBITE_SERVER_URL": "http://user:pass@127.0.0.1:1"])

        XCTAssertFalse(configuration.description.contains("pass"), configuration.description)
    }

    // MARK: - Helpers

    private func resolve(_ arguments: [String] = [], environment: [String: String] = [:], home: URL? = nil) throws -> AppConfiguration {
        let home = try home ?? makeTemporaryDirectory()
        let sut = AppConfigurationResolver(environment: environment, homeDirectory: home, currentDirectory: home)
        return try sut.resolve(GlobalOptions.parse(arguments))
    }

    @discardableResult
    private func writeConfig(_ text: String, home: URL) throws -> URL {
        let file = home.appendingPathComponent(".config/foodybite/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
