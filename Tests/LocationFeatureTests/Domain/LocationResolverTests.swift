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

final class DistanceSolverTests: XCTestCase {
    func test_distance_isZeroForTheSamePoint() {
        let point = Coordinates(latitude: 38.7, longitude: -9.1)

        XCTAssertEqual(DistanceSolver.distance(from: point, to: point), 0)
    }

    func test_distance_matchesKnownGreatCircleDistances() {
        let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393)
        let porto = Coordinates(latitude: 41.1579, longitude: -8.6291)
        let oneDegreeOfLatitude = DistanceSolver.distance(from: Coordinates(latitude: 0, longitude: 0), to: Coordinates(latitude: 1, longitude: 0))

        XCTAssertEqual(DistanceSolver.distance(from: lisbon, to: porto), 274_000, accuracy: 1_500)
        XCTAssertEqual(oneDegreeOfLatitude, 111_195, accuracy: 1)
    }

    func test_distance_isShortAcrossTheAntimeridian() {
        let west = Coordinates(latitude: 0, longitude: 179.9)
        let east = Coordinates(latitude: 0, longitude: -179.9)

        XCTAssertEqual(DistanceSolver.distance(from: west, to: east), 22_239, accuracy: 1)
    }

    func test_distance_isSymmetric() {
        let a = Coordinates(latitude: 55.676, longitude: 12.568), b = Coordinates(latitude: -33.86, longitude: 151.21)

        XCTAssertEqual(DistanceSolver.distance(from: a, to: b), DistanceSolver.distance(from: b, to: a), accuracy: 1e-6)
    }
}
