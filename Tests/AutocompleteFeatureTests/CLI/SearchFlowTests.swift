import ArgumentParser
@testable import AutocompleteFeature
import Foundation
import Shared
import TestSupport
import XCTest

@MainActor
final class SearchFlowTests: XCTestCase {
    nonisolated func test_parse_joinsTheWordsAndReadsTheOptions() throws {
        let command = try SearchCommand.parse(["tasca", "do", "--at", "-33.8,151.2", "--radius", "900", "--limit", "20", "--json"])

        XCTAssertEqual(command.words, ["tasca", "do"])
        XCTAssertEqual(command.location, Coordinates(latitude: -33.8, longitude: 151.2))
        XCTAssertEqual(command.radius, 900)
        XCTAssertEqual(command.limit, 20)
        XCTAssertTrue(command.global.json)
    }

    nonisolated func test_parse_refusesMissingTextAndBadOptions() {
        for arguments in [[], ["   "], ["\n"], ["tasca", "--radius", "0"], ["tasca", "--at", "x"], ["tasca", "--limit", "0"], ["tasca", "--limit", "21"]] {
            XCTAssertThrowsError(try SearchCommand.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(SearchCommand.exitCode(for: error), .validationFailure)
            }
        }
    }

    func test_render_printsTheContractsJSON() async throws {
        let terminal = TestConsole(json: true)
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [
            AutocompletePrediction(
                restaurantID: "ChIJ1", text: "Tasca, Lisboa", name: "Tasca", area: "Lisboa", distanceMeters: 1_250, rating: 4.5, ratingsCount: 12, isOpen: true
            ),
            AutocompletePrediction(restaurantID: "ChIJ2", text: "Plain"),
        ]
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)

        try await builder.buildModule(with: SearchInput(text: "tas")).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? NSDictionary)
        XCTAssertEqual(document, ["predictions": [
            [
                "id": "ChIJ1", "text": "Tasca, Lisboa", "name": "Tasca", "secondaryText": "Lisboa", "distanceMeters": 1_250, "beyondRadius": false,
                "rating": 4.5, "ratingsCount": 12, "isOpen": true, "favourite": false,
            ],
            [
                "id": "ChIJ2", "text": "Plain", "name": "Plain", "secondaryText": NSNull(), "distanceMeters": NSNull(), "beyondRadius": false,
                "rating": NSNull(), "ratingsCount": NSNull(), "isOpen": NSNull(), "favourite": false,
            ],
        ]] as NSDictionary)
    }

    func test_render_showsRatingAndOpenStateOnlyWhenTheServiceSaysThem() async throws {
        let ours = TestConsole()
        let google = TestConsole()
        let ourService = SearchViewModelTests.ServiceSpy()
        ourService.predictions = [AutocompletePrediction(restaurantID: "FB1", text: "Tasca, Lisboa", name: "Tasca", area: "Lisboa", rating: 4.46, isOpen: false)]
        let googleService = SearchViewModelTests.ServiceSpy()
        googleService.predictions = [AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca, Lisboa", name: "Tasca", area: "Lisboa")]

        try await makeSearchModuleBuilder(terminal: ours, service: ourService).buildModule(with: SearchInput(text: "tas")).start()
        try await makeSearchModuleBuilder(terminal: google, service: googleService).buildModule(with: SearchInput(text: "tas")).start()

        XCTAssertEqual(ours.output.lines.prefix(2), [
            "#  NAME   WHERE   DISTANCE  RATING     OPEN    ID",
            "1  Tasca  Lisboa         –  ★★★★☆ 4.5  closed  FB1",
        ])
        XCTAssertEqual(google.output.lines.first, "#  NAME   WHERE   DISTANCE  ID")
    }

    func test_render_printsEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let terminal = TestConsole(json: json)
            let service = SearchViewModelTests.ServiceSpy()
            let hostile = HostileText.value
            service.predictions = [AutocompletePrediction(restaurantID: hostile, text: hostile, name: hostile, area: hostile, distanceMeters: 350)]
            let builder = makeSearchModuleBuilder(terminal: terminal, service: service)

            try await builder.buildModule(with: SearchInput(text: "evil")).start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    func test_render_showsWhereEachMatchIsAndHowFarSoSameNameBranchesDiffer() async throws {
        let terminal = TestConsole()
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [
            AutocompletePrediction(restaurantID: "A", text: "Tasca, Baixa", name: "Tasca", area: "Baixa", distanceMeters: 350),
            AutocompletePrediction(restaurantID: "B", text: "Tasca, Belém", name: "Tasca", area: "Belém", distanceMeters: 6_400),
        ]
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)

        try await builder.buildModule(with: SearchInput(text: "tasca")).start()

        XCTAssertEqual(terminal.output.lines, [
            "#  NAME   WHERE  DISTANCE  ID",
            "1  Tasca  Baixa     350 m  A",
            "2  Tasca  Belém  6.4 km *  B",
        ])
        XCTAssertTrue(terminal.errors.text.contains("* beyond the 3 km you search within"), terminal.errors.text)
    }

    func test_render_marksMatchesThousandsOfKilometresAwayInTextAndJSON() async throws {
        let terminal = TestConsole(json: true)
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [AutocompletePrediction(restaurantID: "F", text: "Tasca, Paris", name: "Tasca", area: "Paris", distanceMeters: 1_450_000)]
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)

        try await builder.buildModule(with: SearchInput(text: "tasca")).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: [[String: Any]]])
        XCTAssertEqual(document["predictions"]?.first?["beyondRadius"] as? Bool, true)
    }
}
