import ArgumentParser
import Core
import Foundation
import PreferencesFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class PreferencesFlowTests: XCTestCase {
    nonisolated func test_parse_refusesOutOfRangeValuesAsUsageErrors() {
        let cases = [
            (["set", "--radius", "0"], "--radius must be between 1 and 50000 metres, not 0."),
            (["set", "--radius", "60000"], "--radius must be between 1 and 50000 metres, not 60000."),
            (["set", "--min-rating", "6"], "--min-rating must be between 0 and 5, not 6.0."),
            (["set", "--min-rating", "nan"], "--min-rating must be between 0 and 5, not nan."),
            (["set"], "Pass --radius METRES and/or --min-rating STARS."),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try PreferencesCommand.parseAsRoot(arguments), "\(arguments)") { error in
                XCTAssertEqual(PreferencesCommand.exitCode(for: error), .validationFailure)
                XCTAssertEqual(PreferencesCommand.message(for: error), expected)
            }
        }
    }

    nonisolated func test_parse_showIsTheDefaultSubcommand() throws {
        XCTAssertNoThrow(try PreferencesCommand.parseAsRoot(["--json"]))
    }

    func test_show_printsTheContractsJSON() async throws {
        let (sut, terminal) = makeSUT(json: true)

        try await sut.buildModule(for: .set(PreferencesChanges(radius: 1_500, minimumRating: 3.5))).start()

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Double])
        XCTAssertEqual(object, ["radius": 1_500, "minRating": 3.5])
    }

    func test_reset_printsTheDefaults() async throws {
        let (sut, terminal) = makeSUT()
        try await sut.buildModule(for: .set(PreferencesChanges(radius: 1_500))).start()

        try await sut.buildModule(for: .reset).start()

        XCTAssertEqual(terminal.output.lines.suffix(2), ["Radius:         10 km (10000 m)", "Minimum rating: any rating"])
    }

    func test_show_printsRadiusAndRatingForPeopleAndNotesTheDefaults() async throws {
        let (sut, terminal) = makeSUT()

        try await sut.buildModule(for: .show).start()

        XCTAssertEqual(terminal.output.lines, ["Radius:         10 km (10000 m)", "Minimum rating: any rating"])
        XCTAssertTrue(terminal.errors.text.contains("These are the defaults"))
    }

    // MARK: - Helpers

    private func makeSUT(json: Bool = false) -> (PreferencesModuleBuilder, TestConsole) {
        let terminal = TestConsole(json: json)
        let store = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())
        return (PreferencesModuleBuilder(loader: store, saver: store, console: terminal.console), terminal)
    }
}
