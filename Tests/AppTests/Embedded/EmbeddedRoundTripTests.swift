import AutocompleteFeature
import Core
import DetailsFeature
import FoodybiteApp
import Foundation
import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// Every read-only command makes exactly one HTTP round trip to the embedded server, which ranks,
/// filters and cuts on its side.
@MainActor
final class EmbeddedRoundTripTests: XCTestCase {
    func test_nearby_makesOneRequestWhenServerRanksByRating() async throws {
        // Given the embedded server spoken to over the legacy Places API, whose pages Google does not rank by rating
        let (sut, transport, console) = try makeSUT(placesAPI: .legacy)

        // When the best rated nearby are listed
        try await sut.container.resolve((any NearbyModuleBuildable).self).buildModule(with: NearbyInput(ranking: .rating)).start()

        // Then one page answers, and the list is full
        XCTAssertEqual(transport.requests.count, 1, "requests: \(transport.requests.compactMap(\.url))")
        XCTAssertEqual(try listedRestaurantCount(console), NearbyInput.defaultLimit)
    }

    func test_nearby_makesOneRequestOverPlacesAPINew() async throws {
        // Given the embedded server spoken to over Places API (New)
        let (sut, transport, console) = try makeSUT(placesAPI: .new)

        // When the best rated nearby are listed
        try await sut.container.resolve((any NearbyModuleBuildable).self).buildModule(with: NearbyInput(ranking: .rating)).start()

        // Then one search answers
        XCTAssertEqual(transport.requests.count, 1, "requests: \(transport.requests.compactMap(\.url))")
        XCTAssertEqual(try listedRestaurantCount(console), NearbyInput.defaultLimit)
    }

    func test_details_makesOneRequest() async throws {
        for generation in [PlacesAPIGeneration.new, .legacy] {
            // Given a restaurant of the embedded server's catalog
            let (sut, transport, console) = try makeSUT(placesAPI: generation)
            try await sut.container.resolve((any NearbyModuleBuildable).self).buildModule(with: NearbyInput(limit: 1)).start()
            let id = try XCTUnwrap(try firstListedRestaurantID(console), "\(generation)")
            let requestsBefore = transport.requests.count

            // When its details are shown
            try await sut.container.resolve((any DetailsModuleBuildable).self).buildModule(restaurantID: id).start()

            // Then one request fetched them
            XCTAssertEqual(transport.requests.count - requestsBefore, 1, "\(generation): \(transport.requests.compactMap(\.url))")
        }
    }

    func test_search_makesOneRequest() async throws {
        for generation in [PlacesAPIGeneration.new, .legacy] {
            // Given the embedded server
            let (sut, transport, _) = try makeSUT(placesAPI: generation)

            // When restaurants are searched by name
            try await sut.container.resolve((any SearchModuleBuildable).self).buildModule(with: SearchInput(text: "ta")).start()

            // Then one request answered
            XCTAssertEqual(transport.requests.count, 1, "\(generation): \(transport.requests.compactMap(\.url))")
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        placesAPI: PlacesAPIGeneration,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (AppDependencies, ForwardingHTTPClientSpy, TestConsole) {
        let directories = FoodybiteDirectories(root: try makeTemporaryDirectory())
        let configuration = AppConfiguration(
            directories: directories,
            foodybiteServer: .embedded,
            placesServer: .embedded,
            placesAPIKey: nil,
            placesAPI: placesAPI
        )
        let launcher = EmbeddedServerLauncher(dataDirectory: directories.embeddedServerData)
        addTeardownBlock { await launcher.stop() }
        let transport = ForwardingHTTPClientSpy()
        let console = TestConsole(json: true)
        let sut = AppDependencies(configuration: configuration, console: console.console, launcher: launcher, transport: transport)
        trackForMemoryLeaks(sut.container, file: file, line: line)
        return (sut, transport, console)
    }

    private func nearbyDocument(_ console: TestConsole) throws -> [String: Any] {
        let data = Data(console.output.text.utf8)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], console.errors.text)
    }

    private func listedRestaurantCount(_ console: TestConsole) throws -> Int {
        (try nearbyDocument(console)["restaurants"] as? [Any])?.count ?? 0
    }

    private func firstListedRestaurantID(_ console: TestConsole) throws -> String? {
        ((try nearbyDocument(console)["restaurants"] as? [[String: Any]])?.first)?["id"] as? String
    }
}
