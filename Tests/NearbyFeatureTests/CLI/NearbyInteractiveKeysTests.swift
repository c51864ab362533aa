import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The interactive list's keys beyond opening: a map of the list, another place to search around; and a
/// list that fits 80 columns without ids (a restaurant is opened by its number).
@MainActor
final class NearbyInteractiveKeysTests: XCTestCase {
    func test_list_fitsEightyColumnsAndLeavesTheIDsOut() async throws {
        let (sut, service, terminal) = makeSUT(lines: [""])
        let long = NearbyRestaurant(
            id: "FBaVeryLongIdentifierOfTwentyEightChars", name: "Restaurante Tradicional Português da Mouraria Antiga", isOpen: true, rating: 4.5,
            location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil, ratingsCount: 20, priceLevel: 2, businessStatus: .closedTemporarily,
            cuisines: ["Portuguese", "Regional", "Seafood"]
        )
        service.result = .success(.live([long]))

        try await sut.start()

        let table = terminal.output.lines.dropFirst()
        XCTAssertTrue(table.allSatisfy { DisplayWidth.of($0) <= 80 }, table.joined(separator: "\n"))
        XCTAssertFalse(terminal.output.text.contains("FBaVeryLong"))
    }

    func test_map_drawsTheListOnAMap() async throws {
        let (sut, service, terminal) = makeSUT(lines: ["m", ""])
        service.result = .success(.live([makeRestaurant("a", latitude: 38.73)]))

        try await sut.start()

        XCTAssertTrue(terminal.output.text.contains("N↑"), terminal.output.text)
        XCTAssertEqual(service.queries.count, 1, "the map draws the list already found")
    }

    func test_location_searchesTheSameQuestionAroundTheCoordinatesTypedAndSaysWhyNotForNoneOrBadOnes() async throws {
        let (sut, service, terminal) = makeSUT(lines: ["l", "40.4168,-3.7038", "l", "", "l", "95,1", ""], input: NearbyInput(openNow: true))
        service.result = .success(.live([makeRestaurant("a")]))

        try await sut.start()

        XCTAssertEqual(service.queries.map(\.center), [
            Coordinates(latitude: 38.7223, longitude: -9.1393), Coordinates(latitude: 40.4168, longitude: -3.7038),
        ])
        XCTAssertEqual(service.queries.map(\.openNow), [true, true], "the filters stay")
        XCTAssertTrue(terminal.errors.text.contains("Nothing searched: type a place's name"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("Nothing searched: "), terminal.errors.text)
        XCTAssertEqual(terminal.errors.text.components(separatedBy: "Nothing searched").count, 3, terminal.errors.text)
    }

    func test_more_asksFor20MoreUpTo60ThenSaysToNarrowTheSearch() async throws {
        let (sut, service, terminal) = makeSUT(lines: ["+", "+", "+", ""])
        service.result = .success(.live([makeRestaurant("a")]))

        try await sut.start()

        XCTAssertEqual(service.queries.map(\.limit), [20, 40, 60])
        XCTAssertTrue(terminal.errors.text.contains("At most 60 restaurants are listed"), terminal.errors.text)
    }

    private func makeSUT(lines: [String], input: NearbyInput = NearbyInput()) -> (Module<Void>, NearbyServiceSpy, TestConsole) {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: lines))
        let service = NearbyServiceSpy()
        let builder = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(), coverageProvider: nil,
            console: terminal.console
        )
        let module = try! builder.buildModule(with: input, navigation: NearbyNavigation { _ in })
        return (module, service, terminal)
    }
}
