import ArgumentParser
import Foundation
import SharedCLI
import XCTest

final class GlobalOptionsTests: XCTestCase {
    func test_parse_readsEveryGlobalOption() throws {
        let options = try GlobalOptions.parse(["--server", "http://127.0.0.1:8080", "--places-url", "https://maps.example", "--json", "--no-color", "--verbose", "--data-dir", "/tmp/fb"])

        XCTAssertEqual(options.serverURL, "http://127.0.0.1:8080")
        XCTAssertEqual(options.placesURL, "https://maps.example")
        XCTAssertEqual(options.serverBaseURL, URL(string: "http://127.0.0.1:8080"))
        XCTAssertEqual(options.placesBaseURL, URL(string: "https://maps.example"))
        XCTAssertTrue(options.json)
        XCTAssertTrue(options.noColor)
        XCTAssertTrue(options.verbose)
        XCTAssertEqual(options.dataDirectory, "/tmp/fb")
    }

    func test_parse_failsWithAClearMessageForAServerURLThatIsNotHTTP() {
        XCTAssertThrowsError(try GlobalOptions.parse(["--server", "ftp://x"])) { error in
            XCTAssertTrue(GlobalOptions.message(for: error).contains("--server expects an http(s) URL"))
            XCTAssertEqual(GlobalOptions.exitCode(for: error), .validationFailure)
        }
    }

    func test_outputFormat_isTheFormatAskedForJSONWithJSONAndATableByDefault() throws {
        XCTAssertEqual(try GlobalOptions.parse([]).outputFormat, .table)
        XCTAssertEqual(try GlobalOptions.parse(["--json"]).outputFormat, .json)
        XCTAssertEqual(try GlobalOptions.parse(["--format", "csv"]).outputFormat, .csv)
        XCTAssertEqual(try GlobalOptions.parse(["--json", "--format", "json"]).outputFormat, .json)
    }

    func test_parse_refusesJSONWithAnotherFormatAndAnUnknownFormat() {
        XCTAssertThrowsError(try GlobalOptions.parse(["--json", "--format", "tsv"])) { error in
            XCTAssertTrue(GlobalOptions.message(for: error).contains("Give either --json or --format tsv, not both."), GlobalOptions.message(for: error))
        }
        XCTAssertThrowsError(try GlobalOptions.parse(["--format", "xml"])) { error in
            XCTAssertTrue(GlobalOptions.message(for: error).contains("xml"), GlobalOptions.message(for: error))
            XCTAssertEqual(GlobalOptions.exitCode(for: error), .validationFailure)
        }
    }

    func test_parse_failsForAnEmptyDataDirectory() {
        XCTAssertThrowsError(try GlobalOptions.parse(["--data-dir", " "]))
    }
}
