import ArgumentParser
@testable import FoodybiteServerCommands
import XCTest

/// `foodybite-server import`'s arguments as ArgumentParser reads them, in process.
final class ImportCommandParsingTests: XCTestCase {
    func test_parseAsRoot_readsTheFileAndEveryImportOption() throws {
        let command = try FoodybiteServerCommand.parseAsRoot([
            "import", "copenhagen.geojson", "--data-dir", "/srv/foodybite", "--time-zone", "Europe/Copenhagen", "--keep-demo",
        ])

        let importCommand = try XCTUnwrap(command as? ImportCommand)
        XCTAssertEqual(importCommand.file, "copenhagen.geojson")
        XCTAssertEqual(importCommand.options.dataDirectory, "/srv/foodybite")
        XCTAssertEqual(importCommand.reading.timeZone, "Europe/Copenhagen")
        XCTAssertTrue(importCommand.keepsDemo)
    }

    func test_parseAsRoot_acceptsAFixedOffsetAsTimeZoneAndReplacesTheDemoByDefault() throws {
        let command = try FoodybiteServerCommand.parseAsRoot(["import", "export.json", "--time-zone", "UTC+01:00"])

        let importCommand = try XCTUnwrap(command as? ImportCommand)
        XCTAssertEqual(importCommand.reading.timeZone, "UTC+01:00")
        XCTAssertFalse(importCommand.keepsDemo)
    }

    func test_parseAsRoot_refusesAnUnknownTimeZoneAsAUsageErrorNamingTheOption() {
        XCTAssertThrowsError(try FoodybiteServerCommand.parseAsRoot(["import", "export.json", "--time-zone", "Mars/Olympus"])) { error in
            XCTAssertEqual(FoodybiteServerCommand.exitCode(for: error), .validationFailure)
            let message = FoodybiteServerCommand.message(for: error)
            XCTAssertTrue(message.contains("--time-zone 'Mars/Olympus'"), message)
        }
    }

    func test_parseAsRoot_refusesAnImportWithoutAFileAsAUsageError() {
        XCTAssertThrowsError(try FoodybiteServerCommand.parseAsRoot(["import"])) { error in
            XCTAssertEqual(FoodybiteServerCommand.exitCode(for: error), .validationFailure)
            XCTAssertTrue(FoodybiteServerCommand.message(for: error).contains("<file>"), FoodybiteServerCommand.message(for: error))
        }
    }

    func test_helpMessage_explainsFormatsTimeZonesAndTheDataLicence() {
        let help = FoodybiteServerCommand.helpMessage(for: ImportCommand.self, columns: 200)

        for expected in ["<file>", "--data-dir", "--time-zone", "--keep-demo", "GeoJSON", "Overpass", "ODbL"] {
            XCTAssertTrue(help.contains(expected), "\(expected) in: \(help)")
        }
    }
}
