import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The nearby list as other tools read it: GeoJSON, CSV and TSV on stdout, the notes on stderr.
@MainActor
final class NearbyFormatsTests: XCTestCase {
    func test_geojson_isAFeatureCollectionOfTheRestaurantsAtTheirPositions() async throws {
        let (sut, service, terminal) = makeSUT(format: .geojson)
        service.result = .success(.live([makeRestaurant("a", rating: 4.6, latitude: 38.72, longitude: -9.14), makeRestaurant("b", latitude: 38.71, longitude: -9.13)]))

        try await sut.buildModule(with: NearbyInput()).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["type"] as? String, "FeatureCollection")
        let features = try XCTUnwrap(document["features"] as? [[String: Any]])
        XCTAssertEqual(features.map { $0["id"] as? String }, ["a", "b"])
        XCTAssertEqual((features[0]["geometry"] as? [String: Any])?["coordinates"] as? [Double], [-9.14, 38.72])
        let properties = try XCTUnwrap(features[0]["properties"] as? [String: Any])
        XCTAssertEqual(properties["name"] as? String, "Restaurant a")
        XCTAssertEqual(properties["rating"] as? Double, 4.6)
    }

    func test_csv_hasAHeaderAndOneLinePerRestaurantInTheListsOrder() async throws {
        let (sut, service, terminal) = makeSUT(format: .csv)
        let pizzeria = NearbyRestaurant(
            id: "p", name: "Pizza, Pasta & Co", isOpen: false, rating: 4.5, location: Coordinates(latitude: 38.72, longitude: -9.14), photo: nil,
            ratingsCount: 12, priceLevel: 2, cuisines: ["Pizza", "Italian"]
        )
        service.result = .success(.live([pizzeria, makeRestaurant("b", rating: nil, isOpen: nil)]))

        try await sut.buildModule(with: NearbyInput()).start()

        XCTAssertEqual(terminal.output.text.components(separatedBy: "\n"), [
            "id,name,cuisines,rating,ratings_count,price_level,open_now,business_status,distance_m,latitude,longitude",
            "p,\"Pizza, Pasta & Co\",Pizza; Italian,4.5,12,2,false,,263,38.720000,-9.140000",
            "b,Restaurant b,,,,,,,0,38.722300,-9.139300",
            "",
        ])
    }

    func test_tsv_givesOneRestaurantALineIdFirstWithoutAHeader() async throws {
        let (sut, service, terminal) = makeSUT(format: .tsv)
        service.result = .success(.live([makeRestaurant("a"), makeRestaurant("b")]))

        try await sut.buildModule(with: NearbyInput()).start()

        let lines = terminal.output.text.split(separator: "\n")
        XCTAssertEqual(lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first }, ["a", "b"])
        XCTAssertEqual(lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).count }, [11, 11])
    }

    func test_formatsForTools_putTheCreditsAndTheHintOnStderrNeverOnStdout() async throws {
        for format in [OutputFormat.geojson, .csv, .tsv] {
            let (sut, service, terminal) = makeSUT(format: format)
            let credits = SourceCredits(isDemoCatalog: false, attributions: ["Data © OpenStreetMap contributors, ODbL"])
            service.result = .success(.live([makeRestaurant("a")], credits: credits))
            let (emptySUT, emptyService, emptyTerminal) = makeSUT(format: format)
            emptyService.result = .success(.live([]))

            try await sut.buildModule(with: NearbyInput()).start()
            try await emptySUT.buildModule(with: NearbyInput()).start()

            XCTAssertFalse(terminal.output.text.contains("OpenStreetMap"), "\(format)")
            XCTAssertTrue(terminal.errors.text.contains("Data © OpenStreetMap contributors, ODbL"), "\(format): \(terminal.errors.text)")
            XCTAssertTrue(emptyTerminal.errors.text.contains("--radius"), "\(format): \(emptyTerminal.errors.text)")
            XCTAssertFalse(emptyTerminal.output.text.contains("No restaurants"), "\(format)")
        }
    }

    func test_formatsForTools_offerNoMenuOnATerminal() async throws {
        for format in [OutputFormat.json, .geojson, .csv, .tsv] {
            let terminal = TestConsole(format: format, interactive: true, input: ScriptedInput(lines: ["1"]))
            let service = NearbyServiceSpy()
            service.result = .success(.live([makeRestaurant("a")]))
            let opened = NearbyInteractiveFlowTests.OpenedSpy()
            let sut = NearbyModuleBuilder(
                service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(),
                coverageProvider: nil, console: terminal.console
            )

            try await sut.buildModule(with: NearbyInput(), navigation: NearbyNavigation { id in opened.ids.append(id) }).start()

            XCTAssertEqual(opened.ids, [], "\(format)")
            XCTAssertFalse(terminal.errors.text.contains("Open a restaurant"), "\(format)")
        }
    }

    private func makeSUT(format: OutputFormat) -> (NearbyModuleBuilder, NearbyServiceSpy, TestConsole) {
        let terminal = TestConsole(format: format)
        let service = NearbyServiceSpy()
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(),
            coverageProvider: nil, console: terminal.console
        )
        return (sut, service, terminal)
    }
}
