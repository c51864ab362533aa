import Foundation
import TestSupport
import XCTest

/// The real binary's lists as other tools read them, on the embedded default: GeoJSON that a GIS opens,
/// CSV that Python's csv module reads, TSV one place a line; a command that has no list refuses them.
final class ExportFormatsEndToEndTests: XCTestCase {
    func test_nearbyAsGeoJSON_isAFeatureCollectionOfTheSameRestaurantsAsJSON() async throws {
        let cli = try makeCLI(server: nil)

        let json = try await cli.json(["nearby", "--limit", "5"])
        let printed = try await cli.expect(0, ["nearby", "--limit", "5", "--format", "geojson"])

        let geojson = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])

        XCTAssertEqual(geojson["type"] as? String, "FeatureCollection")
        let features = try XCTUnwrap(geojson["features"] as? [[String: Any]])
        let restaurants = try XCTUnwrap(json["restaurants"] as? [[String: Any]])
        XCTAssertEqual(features.map { $0["id"] as? String }, restaurants.map { $0["id"] as? String })
        let first = try XCTUnwrap((features.first?["geometry"] as? [String: Any])?["coordinates"] as? [Double])
        let location = try XCTUnwrap(restaurants.first?["location"] as? [String: Double])
        XCTAssertEqual(first, [try XCTUnwrap(location["longitude"]), try XCTUnwrap(location["latitude"])])
    }

    func test_nearbyAsGeoJSON_piped_passesThePythonCheckOfTheIssue() async throws {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw XCTSkip("python3 is not installed; scripts/setup --test installs it.") }
        let cli = try makeCLI(server: nil)
        let geojson = try await cli.expect(0, ["nearby", "--format", "geojson"])

        let check = try ProcessRunner.run(
            python, arguments: ["-c", "import json,sys; d=json.load(sys.stdin); assert d['type']=='FeatureCollection'; print(len(d['features']))"],
            stdin: geojson.stdout
        )

        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "20\n")
    }

    func test_nearbyAsCSV_readsInPythonsCSVModuleWithAHeaderAndTheSameRestaurants() async throws {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw XCTSkip("python3 is not installed; scripts/setup --test installs it.") }
        let cli = try makeCLI(server: nil)
        let json = try await cli.json(["nearby", "--limit", "5"])
        let csv = try await cli.expect(0, ["nearby", "--limit", "5", "--format", "csv"])

        let read = try ProcessRunner.run(
            python, arguments: ["-c", "import csv,sys; rows=list(csv.DictReader(sys.stdin)); print('\\n'.join(r['id'] for r in rows))"], stdin: csv.stdout
        )

        XCTAssertEqual(read.status, 0, read.stderr)
        let restaurants = try XCTUnwrap(json["restaurants"] as? [[String: Any]])
        XCTAssertEqual(read.stdout.split(separator: "\n").map(String.init), restaurants.compactMap { $0["id"] as? String })
    }

    func test_nearbyAsTSV_givesOnePlaceALineIdFirst() async throws {
        let cli = try makeCLI(server: nil)
        let json = try await cli.json(["nearby", "--limit", "5"])

        let tsv = try await cli.expect(0, ["nearby", "--limit", "5", "--format", "tsv"])

        let restaurants = try XCTUnwrap(json["restaurants"] as? [[String: Any]])
        let lines = tsv.stdout.split(separator: "\n")
        XCTAssertEqual(lines.map { String($0.prefix { $0 != "\t" }) }, restaurants.compactMap { $0["id"] as? String })
        XCTAssertFalse(tsv.stdout.contains("\u{1B}"))
    }

    func test_aFormatTheCommandCannotPrint_isAUsageErrorThatNamesWhatItCanPrint() async throws {
        let cli = try makeCLI(server: nil)

        let details = try await cli.expect(64, ["details", "FBany", "--format", "csv"])
        let reviews = try await cli.expect(64, ["reviews", "list", "FBany", "--format", "geojson"])
        let both = try await cli.expect(64, ["nearby", "--json", "--format", "csv"])

        XCTAssertTrue(details.stderr.contains("This command prints table, json, not --format csv."), details.stderr)
        XCTAssertTrue(reviews.stderr.contains("This command prints table, json, csv, tsv, not --format geojson."), reviews.stderr)
        XCTAssertTrue(both.stderr.contains("Give either --json or --format csv, not both."), both.stderr)
    }
}
