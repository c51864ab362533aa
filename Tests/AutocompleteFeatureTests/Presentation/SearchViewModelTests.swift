import AutocompleteFeature
import Foundation
import Shared
import TestSupport
import XCTest

@MainActor
final class SearchViewModelTests: XCTestCase {
    func test_search_usesTheCurrentLocationAndPreferredRadius() async throws {
        let (sut, service) = makeSUT()

        _ = try await sut.search(SearchInput(text: " tasca "))

        XCTAssertEqual(service.calls, [SearchCall(input: "tasca", location: Coordinates(latitude: 38.7, longitude: -9.1), radius: 3_000)])
    }

    func test_search_letsTheInputOverrideLocationAndRadius() async throws {
        let (sut, service) = makeSUT()

        let data = try await sut.search(SearchInput(text: "tasca", location: Coordinates(latitude: 55.6, longitude: 12.5), radius: 500))

        XCTAssertEqual(service.calls, [SearchCall(input: "tasca", location: Coordinates(latitude: 55.6, longitude: 12.5), radius: 500)])
        XCTAssertEqual(data.center.source, .flag)
    }

    func test_search_favoursRestaurantsAroundTheNamedPlacesBestMatch() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let service = ServiceSpy()
        let sut = SearchViewModel(service: service, locationProvider: LocationStub(), radiusProvider: RadiusStub(), places: PlacesStub(places: [alfama]))

        let data = try await sut.search(SearchInput(text: "tasca", near: "alfama"))

        XCTAssertEqual(service.calls, [SearchCall(input: "tasca", location: alfama.coordinates, radius: 3_000)])
        XCTAssertEqual(data.center.description, "Alfama, Lisboa (38.7115,-9.1298)")
    }

    func test_search_favoursThePlaceChosenAmongThoseOfTheNameAndKeepsTheOthers() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let porto = NamedPlace(name: "Alfama", address: "Alfama, Porto", coordinates: Coordinates(latitude: 41.1, longitude: -8.6))
        let service = ServiceSpy()
        let sut = SearchViewModel(service: service, locationProvider: LocationStub(), radiusProvider: RadiusStub(), places: PlacesStub(places: [alfama, porto]))

        let data = try await sut.search(SearchInput(text: "tasca", near: "alfama"), choose: { $0.last })

        XCTAssertEqual(service.calls, [SearchCall(input: "tasca", location: porto.coordinates, radius: 3_000)])
        XCTAssertEqual(data.otherPlaces, [alfama])
    }

    func test_search_failsWhenNoPlaceOfTheNameIsChosenWithoutSearching() async throws {
        let service = ServiceSpy()
        let places = [NamedPlace(name: "A", address: nil, coordinates: Coordinates(latitude: 1, longitude: 1))]
        let sut = SearchViewModel(service: service, locationProvider: LocationStub(), radiusProvider: RadiusStub(), places: PlacesStub(places: places))

        await assertThrowsAsync(PlaceNotChosenError(name: "A")) { _ = try await sut.search(SearchInput(text: "tasca", near: "A"), choose: { _ in nil }) }

        XCTAssertEqual(service.calls, [])
    }

    func test_search_failsForAPlaceNoOneKnowsWithoutSearching() async throws {
        let service = ServiceSpy()
        let sut = SearchViewModel(service: service, locationProvider: LocationStub(), radiusProvider: RadiusStub(), places: PlacesStub(places: []))

        await assertThrowsAsync(PlaceNotFoundError(name: "Atlantis")) { _ = try await sut.search(SearchInput(text: "tasca", near: "Atlantis")) }

        XCTAssertEqual(service.calls, [])
    }

    func test_search_listsPredictionsWithNameAndArea() async throws {
        let (sut, service) = makeSUT()
        service.predictions = [AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca, Lisboa", name: "Tasca", area: "Lisboa"), AutocompletePrediction(restaurantID: "ChIJ2", text: "Plain")]

        let data = try await sut.search(SearchInput(text: "t"))

        XCTAssertEqual(data.rows.map(\.name), ["Tasca", "Plain"])
        XCTAssertEqual(data.rows.map(\.area), ["Lisboa", ""])
    }

    func test_search_showsAtMostTheLimit() async throws {
        let (sut, service) = makeSUT()
        service.predictions = (1...20).map { AutocompletePrediction(restaurantID: "P\($0)", text: "Place \($0)") }

        let data = try await sut.search(SearchInput(text: "p", limit: 7))

        XCTAssertEqual(data.rows.map(\.id), (1...7).map { "P\($0)" })
    }

    func test_search_passesTheServicesFailureOn() async {
        let (sut, service) = makeSUT()
        service.error = FailureMessage("down", kind: .unavailable)

        await assertThrowsAsync(FailureMessage("down", kind: .unavailable)) { _ = try await sut.search(SearchInput(text: "t")) }
    }

    // MARK: - Helpers

    struct SearchCall: Equatable {
        let input: String
        let location: Coordinates
        let radius: Int
    }

    @MainActor
    final class ServiceSpy: AutocompleteRestaurantsService {
        private(set) var calls: [SearchCall] = []
        var predictions: [AutocompletePrediction] = []
        var error: (any Error)?

        func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction] {
            calls.append(SearchCall(input: input, location: location, radius: radius))
            if let error { throw error }
            return predictions
        }
    }

    struct LocationStub: CurrentLocationProviding {
        func currentLocation(explicit: Coordinates?) async throws -> UserLocation {
            explicit.map { UserLocation(coordinates: $0, source: .flag) } ?? UserLocation(coordinates: Coordinates(latitude: 38.7, longitude: -9.1), source: .saved)
        }
    }

    struct RadiusStub: SearchRadiusProviding {
        func searchRadius() async throws -> Int { 3_000 }
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (SearchViewModel, ServiceSpy) {
        let service = ServiceSpy()
        let sut = SearchViewModel(service: service, locationProvider: LocationStub(), radiusProvider: RadiusStub())
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service)
    }
}

private struct PlacesStub: PlaceNameLookup {
    let places: [NamedPlace]

    func places(named name: String) async throws -> [NamedPlace] { places }
}
