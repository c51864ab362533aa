import ArgumentParser
import Core
import Foundation
@testable import LocationFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class LocationFlowTests: XCTestCase {
    nonisolated func test_parse_acceptsANegativeLatitude() throws {
        let command = try XCTUnwrap(LocationCommand.parseAsRoot(["set", "-33.86,151.21", "--json"]) as? SetLocationCommand)

        XCTAssertEqual(command.coordinates, Coordinates(latitude: -33.86, longitude: 151.21))
        XCTAssertTrue(command.global.json)
    }

    nonisolated func test_parse_refusesAnInvalidLocationAsAUsageError() {
        for arguments in [["set", "95,1"], ["set", "abc"], ["set"]] {
            XCTAssertThrowsError(try LocationCommand.parseAsRoot(arguments), "\(arguments)") { error in
                XCTAssertEqual(LocationCommand.exitCode(for: error), .validationFailure)
            }
        }
    }

    func test_show_printsTheContractsJSONWithTheSource() async throws {
        let (sut, terminal) = makeSUT(json: true)

        try await sut.buildModule(for: .show).start()

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(object["latitude"] as? Double, 38.7223)
        XCTAssertEqual(object["longitude"] as? Double, -9.1393)
        XCTAssertEqual(object["source"] as? String, "default")
    }

    func test_set_saysWhenTheEnvironmentStillWins() async throws {
        let (sut, terminal) = makeSUT(environment: ["FOODYBITE_LOCATION": "1,2"])

        try await sut.buildModule(for: .set(Coordinates(latitude: 5, longitude: 5))).start()

        XCTAssertTrue(terminal.errors.text.contains("FOODYBITE_LOCATION (1,2) takes precedence"), terminal.errors.text)
    }

    // MARK: - Helpers

    private func makeSUT(json: Bool = false, environment: [String: String] = [:]) -> (LocationModuleBuilder, TestConsole) {
        let terminal = TestConsole(json: json)
        let store = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())
        let provider = LocationResolver(environment: environment, savedLocation: store, defaultCenter: Coordinates(latitude: 38.7223, longitude: -9.1393))
        return (LocationModuleBuilder(provider: provider, store: store, console: terminal.console), terminal)
    }
}

final class SetLocationParsingTests: XCTestCase {
    func test_parse_refusesPiecesThatOnlyLookLikeALocationOnceGluedTogether() {
        XCTAssertThrowsError(try LocationCommand.parseAsRoot(["set", "1,2", "3"]))
    }

    func test_parse_acceptsALocationTypedWithASpaceAfterTheComma() throws {
        let command = try XCTUnwrap(LocationCommand.parseAsRoot(["set", "38.7,", "-9.1"]) as? SetLocationCommand)

        XCTAssertEqual(command.coordinates, Coordinates(latitude: 38.7, longitude: -9.1))
    }
}
