import ArgumentParser
import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class NearbyFlowTests: XCTestCase {
    func test_start_searchesAroundTheNamedPlacesBestMatchAndSaysWhichItIs() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let (sut, service, terminal) = makeSUT(places: [alfama, NamedPlace(name: "Alfama", address: nil, coordinates: Coordinates(latitude: 1, longitude: 1))])
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7120, longitude: -9.1298)]))

        try await sut.buildModule(with: NearbyInput(what: "vegan", near: "Alfama")).start()

        XCTAssertEqual(service.queries.map(\.center), [alfama.coordinates])
        XCTAssertEqual(terminal.output.lines.first, "1 restaurant matching “vegan” within 10 km of Alfama, Lisboa (38.7115,-9.1298), best rated first:")
    }

    func test_start_namesTheOtherPlacesOfTheNameInANoteAndInJSON() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let other = NamedPlace(name: "Alfama", address: "Alfama, Porto", coordinates: Coordinates(latitude: 41.1, longitude: -8.6))
        let (sut, service, terminal) = makeSUT(places: [alfama, other])
        let (jsonSUT, jsonService, jsonTerminal) = makeSUT(json: true, places: [alfama, other])
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7120, longitude: -9.1298)]))
        jsonService.result = service.result

        try await sut.buildModule(with: NearbyInput(near: "Alfama")).start()
        try await jsonSUT.buildModule(with: NearbyInput(near: "Alfama")).start()

        XCTAssertTrue(
            terminal.errors.text.contains("Also of that name: Alfama, Porto (41.1,-8.6). Add the town after a comma, or give LAT,LON, to choose another."),
            terminal.errors.text
        )
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(jsonTerminal.output.text.utf8)) as? [String: Any])
        let others = try XCTUnwrap(document["otherPlaces"] as? [[String: Any]])
        XCTAssertEqual(others.map { $0["address"] as? String }, ["Alfama, Porto"])
        XCTAssertEqual(others.map { $0["latitude"] as? Double }, [41.1])
    }

    func test_start_onATerminalAsksWhichPlaceOfTheNameAndSearchesAroundTheOneChosen() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let other = NamedPlace(name: "Alfama", address: "Alfama, Porto", coordinates: Coordinates(latitude: 41.1, longitude: -8.6))
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["2"]))
        let service = NearbyServiceSpy()
        service.result = .success(.live([]))
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(),
            coverageProvider: nil, places: PlacesStub(places: [alfama, other]), console: terminal.console
        )

        try await sut.buildModule(with: NearbyInput(near: "Alfama")).start()

        XCTAssertEqual(service.queries.first?.center, other.coordinates)
        XCTAssertTrue(terminal.errors.text.contains("2. Alfama, Porto (41.1,-8.6)"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("Also of that name: Alfama, Lisboa"), terminal.errors.text)
    }

    func test_start_failsSayingNoPlaceHasTheNameWithoutSearching() async throws {
        let (sut, service, _) = makeSUT(places: [])

        await assertThrowsAsync(PlaceNotFoundError(name: "Atlantis")) { try await sut.buildModule(with: NearbyInput(near: "Atlantis")).start() }

        XCTAssertEqual(service.queries, [])
    }

    func test_start_asksForWhatToEatAndThePriceAndSaysSoInTheSummary() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7250)]))

        try await sut.buildModule(with: NearbyInput(what: "sushi", priceLevels: 1...2)).start()

        XCTAssertEqual(service.queries.map(\.what), ["sushi"])
        XCTAssertEqual(service.queries.map(\.priceLevels), [1...2])
        XCTAssertEqual(terminal.output.lines.first, "1 restaurant matching “sushi” within 10 km of 38.7223,-9.1393 (saved location), priced $ to $$, best rated first:")
    }

    func test_start_asksForWhatPlacesMustSayOfThemselvesAndSaysSoInTheSummary() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7250)]))

        try await sut.buildModule(with: NearbyInput(requirements: [.takeaway, .vegetarian, .takeaway])).start()

        XCTAssertEqual(service.queries.map(\.requirements), [[.vegetarian, .takeaway]])
        XCTAssertEqual(terminal.output.lines.first, "1 restaurant (vegetarian, with takeaway) within 10 km of 38.7223,-9.1393 (saved location), best rated first:")
    }

    func test_render_printsASummaryAndATableForPeople() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7250), makeRestaurant("ChIJ2", rating: nil, isOpen: nil)]))

        try await sut.buildModule(with: NearbyInput()).start()

        XCTAssertEqual(terminal.output.lines, [
            "2 restaurants within 10 km of 38.7223,-9.1393 (saved location), best rated first:",
            "#  NAME              RATING     DISTANCE  PRICE  OPEN  ID",
            "1  Restaurant ChIJ1  ★★★★★ 4.6     300 m  –      open  ChIJ1",
            "2  Restaurant ChIJ2  no rating       0 m  –      –     ChIJ2",
        ])
        XCTAssertEqual(terminal.errors.text, "")
    }

    func test_render_showsThePriceLevelAndABusinessThatIsClosed() async throws {
        let (sut, service, terminal) = makeSUT()
        let location = Coordinates(latitude: 38.7223, longitude: -9.1393)
        service.result = .success(.live([
            NearbyRestaurant(id: "A", name: "Dear", isOpen: true, rating: 4.8, location: location, photo: nil, priceLevel: 4),
            NearbyRestaurant(id: "B", name: "Shut", isOpen: true, rating: 4.2, location: location, photo: nil, priceLevel: 1, businessStatus: .closedTemporarily),
        ]))

        try await sut.buildModule(with: NearbyInput()).start()

        XCTAssertEqual(Array(terminal.output.lines.dropFirst(2)), [
            "1  Dear  ★★★★★ 4.8       0 m  $$$$   open                A",
            "2  Shut  ★★★★☆ 4.2       0 m  $      Temporarily closed  B",
        ])
    }

    func test_render_showsTheCuisinesInTheirColumnAndJSONWhenTheSourceNamesThem() async throws {
        let (sut, service, terminal) = makeSUT()
        let (jsonSUT, jsonService, jsonTerminal) = makeSUT(json: true)
        let location = Coordinates(latitude: 38.7223, longitude: -9.1393)
        let restaurants: [NearbyRestaurant] = [
            NearbyRestaurant(id: "A", name: "Forno", isOpen: true, rating: 4.8, location: location, photo: nil, cuisines: ["Pizza", "Italian"]),
            NearbyRestaurant(id: "B", name: "Tasca", isOpen: true, rating: 4.2, location: location, photo: nil),
        ]
        service.result = .success(.live(restaurants))
        jsonService.result = .success(.live(restaurants))

        try await sut.buildModule(with: NearbyInput()).start()
        try await jsonSUT.buildModule(with: NearbyInput()).start()

        XCTAssertEqual(Array(terminal.output.lines.dropFirst(1)), [
            "#  NAME   CUISINE         RATING     DISTANCE  PRICE  OPEN  ID",
            "1  Forno  Pizza, Italian  ★★★★★ 4.8       0 m  –      open  A",
            "2  Tasca  –               ★★★★☆ 4.2       0 m  –      open  B",
        ])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(jsonTerminal.output.text.utf8)) as? [String: Any])
        let rows = try XCTUnwrap(document["restaurants"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["cuisines"] as? [String] }, [["Pizza", "Italian"], []])
    }

    func test_start_asksForAnyOfTheCuisinesAndSaysSoInTheSummary() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7250)]))

        try await sut.buildModule(with: NearbyInput(cuisines: ["pizza", "middle_eastern", "pizza"])).start()

        XCTAssertEqual(service.queries.map(\.cuisines), [["pizza", "middle_eastern"]])
        XCTAssertEqual(
            terminal.output.lines.first, "1 restaurant serving pizza or middle eastern food within 10 km of 38.7223,-9.1393 (saved location), best rated first:"
        )
    }

    func test_render_printsTheContractsJSON() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: false, photo: Photo(reference: "P", width: 400, height: 300)), makeRestaurant("ChIJ2", rating: nil, isOpen: nil)]))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["source", "cachedAt", "partial", "center", "restaurants"])
        XCTAssertEqual(document["source"] as? String, "live")
        XCTAssertEqual(document["partial"] as? Bool, false)
        XCTAssertTrue(document["cachedAt"] is NSNull)
        XCTAssertEqual(document["center"] as? [String: Double], ["latitude": 38.7223, "longitude": -9.1393])
        let restaurants = try XCTUnwrap(document["restaurants"] as? [[String: Any]])
        XCTAssertEqual(
            Set(restaurants[0].keys), ["id", "name", "rating", "ratingsCount", "score", "priceLevel", "openNow", "businessStatus", "cuisines", "distanceMeters", "location", "photo", "favourite"]
        )
        let photo = try XCTUnwrap(restaurants[0]["photo"] as? [String: Any])
        XCTAssertEqual(photo["reference"] as? String, "P")
        XCTAssertEqual(photo["width"] as? Int, 400)
        XCTAssertEqual(photo["height"] as? Int, 300)
        XCTAssertEqual(restaurants[0]["openNow"] as? Bool, false)
        XCTAssertTrue(restaurants[1]["rating"] is NSNull)
        XCTAssertTrue(restaurants[1]["openNow"] is NSNull)
        XCTAssertTrue(restaurants[1]["photo"] is NSNull)
    }

    func test_render_marksCachedAnswersWithTheirAgeInJSONAndOnStderr() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let (sut, service, terminal) = makeSUT(json: true, now: savedAt.addingTimeInterval(7_200))
        service.result = .success(Sourced([makeRestaurant("a")], origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["source"] as? String, "cache")
        XCTAssertEqual(document["cachedAt"] as? String, "2023-11-14T22:13:20Z")
        XCTAssertTrue(terminal.errors.text.contains("Showing results cached 2 hours ago: Cannot reach the server at http://h:1."), terminal.errors.text)
    }

    func test_render_saysOnStderrAndInJSONThatAnAnswerIsPartial() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.result = .success(.live([makeRestaurant("a")], partialReason: "page 2 could not be fetched: The server failed (HTTP 503)."))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["partial"] as? Bool, true)
        XCTAssertEqual((document["restaurants"] as? [[String: Any]])?.count, 1)
        XCTAssertTrue(terminal.errors.text.contains("Showing only part of the results: page 2 could not be fetched: The server failed (HTTP 503)."), terminal.errors.text)
    }

    func test_render_creditsTheDataOnceAtTheEndAndSaysADemoCatalogIsFictional() async throws {
        let (sut, service, terminal) = makeSUT()
        let credits = SourceCredits(isDemoCatalog: true, attributions: ["Data © OpenStreetMap contributors, ODbL"])
        service.result = .success(.live([makeRestaurant("a"), makeRestaurant("b")], credits: credits))

        try await sut.buildModule(with: NearbyInput()).start()

        let lines = terminal.output.text.split(separator: "\n")
        XCTAssertEqual(lines.last, "Data © OpenStreetMap contributors, ODbL")
        XCTAssertEqual(lines.filter { $0.contains("OpenStreetMap") }.count, 1)
        XCTAssertTrue(terminal.errors.text.contains("Demo catalog: fictional restaurants around Lisbon"), terminal.errors.text)
    }

    func test_render_givesTheCatalogAndTheCreditsInJSON() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        let credits = SourceCredits(isDemoCatalog: true, attributions: ["Data © OpenStreetMap contributors"])
        service.result = .success(.live([makeRestaurant("a")], credits: credits))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["catalog"] as? String, "demo")
        XCTAssertEqual(document["attributions"] as? [String], ["Data © OpenStreetMap contributors"])
    }

    func test_render_saysToPeopleThatAnAnswerIsPartial() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("a")], partialReason: "page 3 could not be fetched: down."))

        try await sut.buildModule(with: NearbyInput()).start()

        XCTAssertTrue(terminal.output.text.contains("Restaurant a"), terminal.output.text)
        XCTAssertTrue(terminal.errors.text.contains("Showing only part of the results: page 3 could not be fetched: down."), terminal.errors.text)
    }

    func test_render_saysOnStderrAndInJSONThatTheSourceMatchedLoosely() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.result = .success(.live([makeRestaurant("a")], looseMatchReason: "pizza was asked for as words"))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["looseMatch"] as? String, "pizza was asked for as words")
        XCTAssertEqual(document["partial"] as? Bool, false)
        XCTAssertTrue(terminal.errors.text.contains("Some places listed may not match: pizza was asked for as words."), terminal.errors.text)
    }

    func test_render_leavesLooseMatchingUnsaidWhenTheSourceMatchedExactly() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.result = .success(.live([makeRestaurant("a")]))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertNil(document["looseMatch"])
        XCTAssertFalse(terminal.errors.text.contains("may not match"), terminal.errors.text)
    }

    func test_render_saysWhenNothingMatchesAndHowToWidenTheSearch() async throws {
        let (sut, _, terminal) = makeSUT()

        try await sut.buildModule(with: NearbyInput(minimumRating: 4.5)).start()

        XCTAssertTrue(terminal.output.text.hasPrefix("No restaurants found"), terminal.output.text)
        XCTAssertTrue(terminal.errors.text.contains("--radius"))
    }

    func test_start_throwsTheFailureSoTheCommandExitsWithItsStatus() async throws {
        let (sut, service, _) = makeSUT()
        service.result = .failure(FailureMessage("down", kind: .unavailable))

        await assertThrowsAsync(FailureMessage("down", kind: .unavailable)) {
            try await sut.buildModule(with: NearbyInput()).start()
        }
    }

    // MARK: - Helpers

    func test_render_printsEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let (sut, service, terminal) = makeSUT(json: json)
            let hostile = NearbyRestaurant(
                id: HostileText.value, name: HostileText.value, isOpen: true, rating: 4, location: Coordinates(latitude: 38.7223, longitude: -9.1393),
                photo: Photo(reference: HostileText.value, width: 1, height: 1, attributions: [HostileText.value])
            )
            service.result = .success(.live([hostile]))

            try await sut.buildModule(with: NearbyInput()).start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    private func makeSUT(json: Bool = false, now: Date = Date(), places: [NamedPlace] = []) -> (NearbyModuleBuilder, NearbyServiceSpy, TestConsole) {
        let terminal = TestConsole(json: json)
        let service = NearbyServiceSpy()
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(),
            coverageProvider: nil, places: PlacesStub(places: places), console: terminal.console, now: { now }
        )
        return (sut, service, terminal)
    }
}

private struct PlacesStub: PlaceNameLookup {
    let places: [NamedPlace]

    func places(named name: String) async throws -> [NamedPlace] { places }
}
