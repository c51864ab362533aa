import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// `nearby --map`: the list, then its restaurants on a map numbered as in the list.
@MainActor
final class NearbyMapFlowTests: XCTestCase {
    nonisolated func test_parse_readsTheMapFlag() throws {
        XCTAssertTrue(try NearbyCommand.parse(["--map"]).input.showsMap)
        XCTAssertFalse(try NearbyCommand.parse([]).input.showsMap)
    }

    func test_start_withMap_drawsTheRestaurantsAfterTheListNumberedAsInIt() async throws {
        let terminal = TestConsole(columns: 60)
        let service = NearbyServiceSpy()
        service.result = .success(.live([
            makeRestaurant("north", rating: 4.9, latitude: 38.7313), makeRestaurant("south", rating: 4.1, latitude: 38.7133),
        ]))
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(), coverageProvider: nil,
            console: terminal.console
        )

        try await sut.buildModule(with: NearbyInput(showsMap: true)).start()

        let lines = terminal.output.lines
        let you = try XCTUnwrap(lines.firstIndex { $0.contains("@") && !$0.contains("·") })
        let first = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("1") && !$0.contains("Restaurant") })
        let second = try XCTUnwrap(lines.lastIndex { $0.contains("2") && !$0.contains("Restaurant") && !$0.contains("km") })
        XCTAssertLessThan(first, you, "the best rated lies north, above you")
        XCTAssertGreaterThan(second, you, "the second lies south, below you")
        XCTAssertTrue(lines.contains { $0.hasSuffix("N↑") }, terminal.output.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("├") && $0.hasSuffix("km") }, terminal.output.text)
        XCTAssertTrue(lines.last?.contains("numbers as in the list") == true, terminal.output.text)
    }

    func test_start_withoutMap_drawsNone() async throws {
        let terminal = TestConsole()
        let service = NearbyServiceSpy()
        service.result = .success(.live([makeRestaurant("a")]))
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(), coverageProvider: nil,
            console: terminal.console
        )

        try await sut.buildModule(with: NearbyInput()).start()

        XCTAssertFalse(terminal.output.text.contains("N↑"))
    }
}
