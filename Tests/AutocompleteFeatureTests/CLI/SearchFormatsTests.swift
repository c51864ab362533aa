@testable import AutocompleteFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The search list as other tools read it.
@MainActor
final class SearchFormatsTests: XCTestCase {
    func test_csv_hasAHeaderAndOneLinePerMatchWithEmptyFieldsForWhatTheServiceDidNotSay() async throws {
        let terminal = try await render(.csv)

        XCTAssertEqual(terminal.output.text, """
        id,name,area,distance_m,beyond_radius,rating,ratings_count,open_now
        ChIJ1,Tasca,"Rua Augusta, Lisboa",1250,false,4.5,12,true
        ChIJ2,Plain,,,false,,,

        """)
    }

    func test_tsv_givesOneMatchALineIdFirst() async throws {
        let terminal = try await render(.tsv)

        XCTAssertEqual(terminal.output.text, "ChIJ1\tTasca\tRua Augusta, Lisboa\t1250\tfalse\t4.5\t12\ttrue\nChIJ2\tPlain\t\t\tfalse\t\t\t\n")
    }

    func test_geojson_isAFeatureCollectionOfUnlocatedFeaturesAndSaysWhyOnStderr() async throws {
        let terminal = try await render(.geojson)

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["type"] as? String, "FeatureCollection")
        let features = try XCTUnwrap(document["features"] as? [[String: Any]])
        XCTAssertEqual(features.map { $0["id"] as? String }, ["ChIJ1", "ChIJ2"])
        XCTAssertTrue(features.allSatisfy { $0["geometry"] is NSNull })
        XCTAssertEqual((features[0]["properties"] as? [String: Any])?["name"] as? String, "Tasca")
        XCTAssertTrue(terminal.errors.text.contains("carry no positions"), terminal.errors.text)
    }

    private func render(_ format: OutputFormat) async throws -> TestConsole {
        let terminal = TestConsole(format: format)
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [
            AutocompletePrediction(
                restaurantID: "ChIJ1", text: "Tasca, Rua Augusta, Lisboa", name: "Tasca", area: "Rua Augusta, Lisboa", distanceMeters: 1_250, rating: 4.5,
                ratingsCount: 12, isOpen: true
            ),
            AutocompletePrediction(restaurantID: "ChIJ2", text: "Plain"),
        ]
        try await makeSearchModuleBuilder(terminal: terminal, service: service).buildModule(with: SearchInput(text: "tas")).start()
        return terminal
    }
}
