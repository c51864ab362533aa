import ArgumentParser
@testable import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

/// `foodybite open ID`: a restaurant's link handed to the browser on a terminal, printed otherwise.
@MainActor
final class OpenRestaurantFlowTests: XCTestCase {
    nonisolated func test_parse_opensTheMapUnlessAnotherLinkIsAsked() throws {
        XCTAssertEqual(try OpenRestaurantCommand.parse(["FB1"]).link, .map)
        XCTAssertEqual(try OpenRestaurantCommand.parse(["FB1", "--website"]).link, .website)
        XCTAssertEqual(try OpenRestaurantCommand.parse(["FB1", "--directions"]).link, .directions)
        XCTAssertThrowsError(try OpenRestaurantCommand.parse(["FB1", "--website", "--map"]))
        XCTAssertThrowsError(try OpenRestaurantCommand.parse([" "]))
    }

    func test_open_onATerminalHandsTheLinkToTheOpenerAndSaysSo() async throws {
        let (sut, opener, terminal) = makeSUT(interactive: true)

        try await sut.buildOpenModule(restaurantID: "ChIJ1", link: .website).start()

        XCTAssertEqual(opener.opened, [URL(string: "https://tasca.example")!])
        XCTAssertEqual(terminal.output.text, "")
        XCTAssertTrue(terminal.errors.text.contains("Opened https://tasca.example"), terminal.errors.text)
    }

    func test_open_notOnATerminalPrintsTheLinkAndOpensNothing() async throws {
        let (sut, opener, terminal) = makeSUT(interactive: false)

        try await sut.buildOpenModule(restaurantID: "ChIJ1", link: .map).start()

        XCTAssertEqual(opener.opened, [])
        XCTAssertEqual(terminal.output.text, "https://www.openstreetmap.org/?mlat=38.711000&mlon=-9.138000#map=19/38.711000/-9.138000\n")
    }

    func test_open_withDirectionsStartsWhereYouAreAndPrintsTheLinkWhenNothingOpensIt() async throws {
        let (sut, opener, terminal) = makeSUT(interactive: true, opens: false, location: UserLocation(coordinates: Coordinates(latitude: 38.7, longitude: -9.15), source: .saved))

        try await sut.buildOpenModule(restaurantID: "ChIJ1", link: .directions).start()

        XCTAssertEqual(opener.opened.count, 1)
        XCTAssertEqual(terminal.output.text, "https://www.openstreetmap.org/directions?from=38.7,-9.15&to=38.711,-9.138\n")
        XCTAssertTrue(terminal.errors.text.contains("set $BROWSER"), terminal.errors.text)
    }

    func test_open_ofAWebsiteThatIsNotAWebLink_isRefusedAsNone() async throws {
        let (sut, opener, _) = makeSUT(interactive: true, website: "javascript:alert(1)")

        do {
            try await sut.buildOpenModule(restaurantID: "ChIJ1", link: .website).start()
            XCTFail("Expected NoWebsiteError")
        } catch let error as NoWebsiteError {
            XCTAssertEqual(error.explanation, "Tasca do Zé lists no website.")
        }
        XCTAssertEqual(opener.opened, [])
    }

    // MARK: - Helpers

    private final class OpenerSpy: URLOpening, @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [URL] = []
        let opens: Bool

        init(opens: Bool) { self.opens = opens }

        var opened: [URL] { lock.withLock { urls } }

        func open(_ url: URL) -> Bool {
            lock.withLock { urls.append(url) }
            return opens
        }
    }

    private struct LocationStub: CurrentLocationProviding {
        let location: UserLocation

        func currentLocation(explicit: Coordinates?) async throws -> UserLocation { location }
    }

    private func makeSUT(
        interactive: Bool, opens: Bool = true, website: String = "https://tasca.example",
        location: UserLocation = UserLocation(coordinates: Coordinates(latitude: 38.7223, longitude: -9.1393), source: .defaultCenter)
    ) -> (DetailsModuleBuilder, OpenerSpy, TestConsole) {
        let terminal = TestConsole(interactive: interactive)
        let service = DetailsServiceSpy()
        let details = makeDetails()
        service.result = .success(.live(RestaurantDetails(
            id: details.id, name: details.name, address: nil, phoneNumbers: [], website: website, rating: nil, ratingsCount: nil, openingHours: nil,
            location: details.location, photos: [], reviews: []
        )))
        let opener = OpenerSpy(opens: opens)
        let sut = DetailsModuleBuilder(
            service: service, reviewsProvider: ReviewsProviderStub(), photoService: PhotoServiceStub(result: .failure(AnyError())),
            locationProvider: LocationStub(location: location), opener: opener, console: terminal.console
        )
        return (sut, opener, terminal)
    }
}
