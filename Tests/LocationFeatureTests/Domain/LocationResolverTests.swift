import Core
import LocationFeature
import Shared
import TestSupport
import XCTest

final class LocationResolverTests: XCTestCase {
    private let flag = Coordinates(latitude: 1, longitude: 1)
    private let saved = Coordinates(latitude: 3, longitude: 3)
    private let center = Coordinates(latitude: 38.7223, longitude: -9.1393)

    func test_currentLocation_prefersTheFlagToEverythingElse() async throws {
        let sut = try await makeSUT(environment: ["FOODYBITE_LOCATION": "2,2"], saved: saved)

        let location = try await sut.currentLocation(explicit: flag)

        XCTAssertEqual(location, UserLocation(coordinates: flag, source: .flag))
    }

    func test_currentLocation_prefersTheEnvironmentToTheSavedLocation() async throws {
        let sut = try await makeSUT(environment: ["FOODYBITE_LOCATION": "2, 2"], saved: saved)

        let location = try await sut.currentLocation(explicit: nil)

        XCTAssertEqual(location, UserLocation(coordinates: Coordinates(latitude: 2, longitude: 2), source: .environment))
    }

    func test_currentLocation_usesTheSavedLocationWhenNothingElseIsGiven() async throws {
        let sut = try await makeSUT(environment: ["FOODYBITE_LOCATION": ""], saved: saved)

        let location = try await sut.currentLocation(explicit: nil)

        XCTAssertEqual(location, UserLocation(coordinates: saved, source: .saved))
    }

    func test_currentLocation_fallsBackToTheDefaultCentre() async throws {
        let sut = try await makeSUT()

        let location = try await sut.currentLocation(explicit: nil)

        XCTAssertEqual(location, UserLocation(coordinates: center, source: .defaultCenter))
    }

    func test_currentLocation_failsAsAnInvalidRequestForAnUnusableEnvironmentValue() async throws {
        let sut = try await makeSUT(environment: ["FOODYBITE_LOCATION": "north pole"])

        await assertThrowsAsync({ _ = try await sut.currentLocation(explicit: nil) }, inspect: { error in
            let failure = FailureMessage(describing: error)
            XCTAssertEqual(failure.failureKind, .invalidRequest)
            XCTAssertTrue(failure.explanation.hasPrefix("FOODYBITE_LOCATION is not usable: "), failure.explanation)
        })
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String] = [:], saved: Coordinates? = nil) async throws -> LocationResolver {
        let store = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())
        if let saved { try await store.save(saved) }
        return LocationResolver(environment: environment, savedLocation: store, defaultCenter: center)
    }
}
