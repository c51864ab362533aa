import ArgumentParser
import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class NearbyFlowTests: XCTestCase {
    nonisolated func test_parse_readsEveryOptionIncludingANegativeLatitude() throws {
        let command = try NearbyCommand.parse(["--at", "-33.86,151.21", "--radius", "800", "--min-rating", "4.5", "--open-now", "--sort", "distance", "--limit", "5", "--json"])

        XCTAssertEqual(command.location, Coordinates(latitude: -33.86, longitude: 151.21))
        XCTAssertEqual(command.radius, 800)
        XCTAssertEqual(command.minimumRating, 4.5)
        XCTAssertTrue(command.openNow)
        XCTAssertEqual(command.sort, .distance)
        XCTAssertEqual(command.limit, 5)
        XCTAssertTrue(command.global.json)
    }

    nonisolated func test_parse_readsWhatToEatFromTheWordsAndAPriceLevelOrRange() throws {
        let command = try NearbyCommand.parse(["vegan", "ramen", "--price", "1-2", "--open-now"])
        let single = try NearbyCommand.parse(["--price", "3"])

        XCTAssertEqual(command.what, ["vegan", "ramen"])
        XCTAssertEqual(command.price, 1...2)
        XCTAssertEqual(single.what, [])
        XCTAssertEqual(single.price, 3...3)
    }

    nonisolated func test_parse_takesThePlaceFromNearOrFromTheWordsAfterNearOrIn() throws {
        let flag = try NearbyCommand.parse(["vegan", "--near", "Alfama"])
        let words = WhatAndWhere(["vegan", "ramen", "near", "Rua", "Augusta,", "Lisboa"])
        let inTown = WhatAndWhere(["sushi", "in", "Vaduz"])
        let placeOnly = WhatAndWhere(["near", "Alfama"])
        let trailing = WhatAndWhere(["food", "near"])

        XCTAssertEqual(flag.near, "Alfama")
        XCTAssertEqual(words, WhatAndWhere(what: "vegan ramen", place: "Rua Augusta, Lisboa"))
        XCTAssertEqual(inTown, WhatAndWhere(what: "sushi", place: "Vaduz"))
        XCTAssertEqual(placeOnly, WhatAndWhere(what: nil, place: "Alfama"))
        XCTAssertEqual(trailing, WhatAndWhere(what: "food near", place: nil))
    }

    nonisolated func test_parse_refusesTwoPlacesOrAPlaceWithAt() {
        for arguments in [["--at", "1,2", "--near", "Alfama"], ["--at", "1,2", "pizza", "near", "Alfama"], ["--near", "Baixa", "pizza", "near", "Alfama"], ["--near", " "]] {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, "\(arguments)")
            }
        }
    }

    func test_start_searchesAroundTheNamedPlacesBestMatchAndSaysWhichItIs() async throws {
        let alfama = NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))
        let (sut, service, terminal) = makeSUT(places: [alfama, NamedPlace(name: "Alfama", address: nil, coordinates: Coordinates(latitude: 1, longitude: 1))])
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7120, longitude: -9.1298)]))

        try await sut.buildModule(with: NearbyInput(what: "vegan", near: "Alfama")).start()

        XCTAssertEqual(service.queries.map(\.center), [alfama.coordinates])
        XCTAssertEqual(terminal.output.lines.first, "1 restaurant matching “vegan” within 10 km of Alfama, Lisboa (38.7115,-9.1298), best rated first:")
    }

    func test_start_failsSayingNoPlaceHasTheNameWithoutSearching() async throws {
        let (sut, service, _) = makeSUT(places: [])

        await assertThrowsAsync(PlaceNotFoundError(name: "Atlantis")) { try await sut.buildModule(with: NearbyInput(near: "Atlantis")).start() }

        XCTAssertEqual(service.queries, [])
    }

    nonisolated func test_parse_refusesAPriceOutsideGooglesLevelsOrBackwards() {
        for price in ["0", "5", "2-1", "1-", "cheap", "1-2-3"] {
            XCTAssertThrowsError(try NearbyCommand.parse(["--price", price]), price) { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, price)
                XCTAssertTrue(NearbyCommand.message(for: error).contains("--price must be a level from 1 to 4"), NearbyCommand.message(for: error))
            }
        }
    }

    func test_start_asksForWhatToEatAndThePriceAndSaysSoInTheSummary() async throws {
        let (sut, service, terminal) = makeSUT()
        service.result = .success(.live([makeRestaurant("ChIJ1", rating: 4.6, isOpen: true, latitude: 38.7250)]))

        try await sut.buildModule(with: NearbyInput(what: "sushi", priceLevels: 1...2)).start()

        XCTAssertEqual(service.queries.map(\.what), ["sushi"])
        XCTAssertEqual(service.queries.map(\.priceLevels), [1...2])
        XCTAssertEqual(terminal.output.lines.first, "1 restaurant matching “sushi” within 10 km of 38.7223,-9.1393 (saved location), priced $ to $$, best rated first:")
    }

    nonisolated func test_parse_refusesOutOfRangeValuesAsUsageErrors() {
        for arguments in [["--radius", "0"], ["--radius", "50001"], ["--min-rating", "5.1"], ["--limit", "61"], ["--limit", "0"], ["--at", "91,0"], ["--sort", "price"]] {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.exitCode(for: error), .validationFailure, "\(arguments)")
            }
        }
    }

    nonisolated func test_parse_namesTheFlagAndTheValueItRefuses() {
        let cases = [
            (["--at", "91,0"], "The value '91,0' is invalid for '--at <lat,lon>': Latitude 91.0 is out of range: it must be between -90 and 90."),
            (["--at", "x"], "The value 'x' is invalid for '--at <lat,lon>': 'x' is not a location: expected LAT,LON in decimal degrees, such as 38.7223,-9.1393."),
            (["--radius", "0"], "--radius must be between 1 and 50000 metres, not 0."),
            (["--min-rating", "5.1"], "--min-rating must be between 0 and 5, not 5.1."),
            (["--limit", "61"], "--limit must be between 1 and 60, not 61."),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try NearbyCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(NearbyCommand.message(for: error), expected)
            }
        }
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
        XCTAssertEqual(Set(restaurants[0].keys), ["id", "name", "rating", "ratingsCount", "score", "priceLevel", "openNow", "businessStatus", "distanceMeters", "location", "photo"])
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
