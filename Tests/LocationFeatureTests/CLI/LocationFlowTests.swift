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

        XCTAssertEqual(command.action, .set(Coordinates(latitude: -33.86, longitude: 151.21)))
        XCTAssertTrue(command.global.json)
    }

    nonisolated func test_parse_refusesAnInvalidLocationAsAUsageError() {
        for arguments in [["set", "95,1"], ["set", "12"], ["set"], ["set", "  "]] {
            XCTAssertThrowsError(try LocationCommand.parseAsRoot(arguments), "\(arguments)") { error in
                XCTAssertEqual(LocationCommand.exitCode(for: error), .validationFailure)
            }
        }
    }

    nonisolated func test_parse_takesATextWithALetterForAPlacesName() throws {
        let command = try XCTUnwrap(LocationCommand.parseAsRoot(["set", "Rua", "Augusta,", "Lisboa"]) as? SetLocationCommand)
        let cyrillic = try XCTUnwrap(LocationCommand.parseAsRoot(["set", "Алматы"]) as? SetLocationCommand)

        XCTAssertEqual(command.action, .setPlace("Rua Augusta, Lisboa"))
        XCTAssertEqual(cyrillic.action, .setPlace("Алматы"))
    }

    func test_setPlace_savesTheBestMatchAndNamesTheOthersOfThatName() async throws {
        let augusta = NamedPlace(name: "Rua Augusta", address: "Rua Augusta, Lisboa", coordinates: Coordinates(latitude: 38.7105, longitude: -9.1375))
        let porto = NamedPlace(name: "Rua Augusta", address: "Rua Augusta, Porto", coordinates: Coordinates(latitude: 41.15, longitude: -8.61))
        let places = PlaceNameLookupStub(places: [augusta, porto])
        let (sut, terminal) = makeSUT(places: places)

        try await sut.buildModule(for: .setPlace("Rua Augusta")).start()

        XCTAssertEqual(places.names, ["Rua Augusta"])
        XCTAssertEqual(terminal.output.text, "Saved Rua Augusta, Lisboa (38.7105,-9.1375).\n")
        XCTAssertTrue(terminal.errors.text.contains("Also of that name: Rua Augusta, Porto (41.15,-8.61)."), terminal.errors.text)
        try await sut.buildModule(for: .show).start()
        XCTAssertTrue(terminal.output.text.hasSuffix("38.7105,-9.1375 (your saved location)\n"), terminal.output.text)
    }

    func test_setPlace_onATerminalSavesThePlaceChosenFromTheNumberedList() async throws {
        let places = PlaceNameLookupStub(places: [Self.lisboa, Self.porto])
        let (sut, terminal) = makeSUT(places: places, interactive: ["7", "2"])

        try await sut.buildModule(for: .setPlace("Rua Augusta")).start()

        XCTAssertEqual(terminal.output.text, "Saved Rua Augusta, Porto (41.15,-8.61).\n")
        XCTAssertTrue(terminal.errors.text.contains("  1. Rua Augusta, Lisboa (38.7105,-9.1375)\n  2. Rua Augusta, Porto (41.15,-8.61)"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("Answer with a number from 1 to 2."), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("Also of that name: Rua Augusta, Lisboa"), terminal.errors.text)
    }

    func test_setPlace_onATerminalTakesTheBestMatchOnEnterAndSavesNothingAfterThreeWrongAnswers() async throws {
        let (enter, enterTerminal) = makeSUT(places: PlaceNameLookupStub(places: [Self.lisboa, Self.porto]), interactive: [""])
        let (wrong, wrongTerminal) = makeSUT(places: PlaceNameLookupStub(places: [Self.lisboa, Self.porto]), interactive: ["x", "0", "3"])

        try await enter.buildModule(for: .setPlace("Rua Augusta")).start()
        await assertThrowsAsync(PlaceNotChosenError(name: "Rua Augusta")) { try await wrong.buildModule(for: .setPlace("Rua Augusta")).start() }

        XCTAssertEqual(enterTerminal.output.text, "Saved Rua Augusta, Lisboa (38.7105,-9.1375).\n")
        try await wrong.buildModule(for: .show).start()
        XCTAssertTrue(wrongTerminal.output.text.contains("(the default centre"), wrongTerminal.output.text)
    }

    func test_setPlace_listsThePlacesInJSON() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let (sut, terminal) = makeSUT(json: true, places: PlaceNameLookupStub(places: [alfama]))

        try await sut.buildModule(for: .setPlace("alfama")).start()

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(object["source"] as? String, "saved")
        XCTAssertEqual((object["place"] as? [String: Any])?["address"] as? String, "Alfama, Lisboa")
        XCTAssertEqual((object["otherPlaces"] as? [Any])?.count, 0)
    }

    func test_setPlace_failsSayingSoAndSavesNothingForAnUnknownName() async throws {
        let (sut, terminal) = makeSUT(places: PlaceNameLookupStub(places: []))

        await assertThrowsAsync(PlaceNotFoundError(name: "Atlantis")) { try await sut.buildModule(for: .setPlace("Atlantis")).start() }

        try await sut.buildModule(for: .show).start()
        XCTAssertTrue(terminal.output.text.contains("(the default centre"), terminal.output.text)
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

    private static let lisboa = NamedPlace(name: "Rua Augusta", address: "Rua Augusta, Lisboa", coordinates: Coordinates(latitude: 38.7105, longitude: -9.1375))
    private static let porto = NamedPlace(name: "Rua Augusta", address: "Rua Augusta, Porto", coordinates: Coordinates(latitude: 41.15, longitude: -8.61))

    /// `interactive`: the lines a person types at a terminal; nil when not at one.
    private func makeSUT(
        json: Bool = false, environment: [String: String] = [:], places: PlaceNameLookupStub? = nil, interactive: [String]? = nil
    ) -> (LocationModuleBuilder, TestConsole) {
        let terminal = TestConsole(json: json, interactive: interactive != nil, input: ScriptedInput(lines: interactive ?? []))
        let store = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())
        let provider = LocationResolver(environment: environment, savedLocation: store, defaultCenter: Coordinates(latitude: 38.7223, longitude: -9.1393))
        return (LocationModuleBuilder(provider: provider, store: store, places: places, console: terminal.console), terminal)
    }
}

final class PlaceNameLookupStub: PlaceNameLookup, @unchecked Sendable {
    private(set) var names: [String] = []
    private let places: [NamedPlace]

    init(places: [NamedPlace]) {
        self.places = places
    }

    func places(named name: String) async throws -> [NamedPlace] {
        names.append(name)
        return places
    }
}

final class SetLocationParsingTests: XCTestCase {
    func test_parse_refusesPiecesThatOnlyLookLikeALocationOnceGluedTogether() {
        XCTAssertThrowsError(try LocationCommand.parseAsRoot(["set", "1,2", "3"]))
    }

    func test_parse_acceptsALocationTypedWithASpaceAfterTheComma() throws {
        let command = try XCTUnwrap(LocationCommand.parseAsRoot(["set", "38.7,", "-9.1"]) as? SetLocationCommand)

        XCTAssertEqual(command.action, .set(Coordinates(latitude: 38.7, longitude: -9.1)))
    }
}
