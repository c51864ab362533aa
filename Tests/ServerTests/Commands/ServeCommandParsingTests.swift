import ArgumentParser
import FoodybiteServer
@testable import FoodybiteServerCommands
import ServerHTTP
import XCTest

/// `foodybite-server serve`'s options as ArgumentParser reads them, in process.
final class ServeCommandParsingTests: XCTestCase {
    func test_parseAsRoot_readsEveryServeOption() throws {
        let command = try FoodybiteServerCommand.parseAsRoot([
            "serve", "--host", "0.0.0.0", "--port", "9000", "--data-dir", "/srv/foodybite", "--log-level", "debug", "--bcrypt-cost", "4",
        ])

        let serve = try XCTUnwrap(command as? ServeCommand)
        XCTAssertEqual(serve.host, "0.0.0.0")
        XCTAssertEqual(serve.port, 9000)
        XCTAssertEqual(serve.options.dataDirectory, "/srv/foodybite")
        XCTAssertEqual(serve.options.resolvedLogLevel, .debug)
        XCTAssertEqual(serve.bcryptCost, 4)
    }

    func test_parseAsRoot_usesTheDefaultsWhenGivenNoOptions() throws {
        let serve = try XCTUnwrap(try FoodybiteServerCommand.parseAsRoot(["serve"]) as? ServeCommand)

        XCTAssertEqual(serve.host, "127.0.0.1")
        XCTAssertEqual(serve.port, 8080)
        XCTAssertNil(serve.options.dataDirectory)
        XCTAssertEqual(serve.options.resolvedLogLevel, .info)
        XCTAssertEqual(serve.bcryptCost, 12)
    }

    func test_parseAsRoot_refusesAPortOutsideTheValidRangeAsAUsageError() {
        for port in ["65536", "100000"] {
            assertUsageError(["serve", "--port", port], mentions: "--port must be between 0 and 65535")
        }
    }

    func test_parseAsRoot_refusesABcryptCostOutsideBcryptsRangeAsAUsageError() {
        for cost in ["3", "32"] {
            assertUsageError(["serve", "--bcrypt-cost", cost], mentions: "--bcrypt-cost must be between 4 and 31")
        }
    }

    func test_parseAsRoot_readsRepeatedWriteLimits() throws {
        let serve = try XCTUnwrap(try FoodybiteServerCommand.parseAsRoot([
            "serve", "--write-limit", "reviews-per-account=100/h", "--write-limit", "signups-per-address=off",
        ]) as? ServeCommand)

        XCTAssertEqual(serve.writeLimits, ["reviews-per-account=100/h", "signups-per-address=off"])
    }

    func test_parseAsRoot_refusesAWriteLimitItCannotReadAsAUsageError() {
        assertUsageError(["serve", "--write-limit", "reviews=5/h"], mentions: "--write-limit: 'reviews=5/h' is not a write limit")
        assertUsageError(["serve", "--write-limit", "reviews-per-account=5/week"], mentions: "--write-limit: 'reviews-per-account=5/week' is not a limit")
    }

    func test_parseAsRoot_refusesAnUnknownLogLevelAsAUsageError() {
        assertUsageError(["serve", "--log-level", "loud"], mentions: "--log-level must be one of")
    }

    func test_parseAsRoot_refusesANonNumericPortAsAUsageError() {
        assertUsageError(["serve", "--port", "http"], mentions: "--port")
    }

    func test_parseAsRoot_refusesAnUnknownSubcommandAsAUsageError() {
        assertUsageError(["migrate"], mentions: "migrate")
    }

    func test_helpMessage_listsTheServeOptionsAndTheirEnvironmentButNotTheHiddenBcryptCost() {
        let help = FoodybiteServerCommand.helpMessage(for: ServeCommand.self, columns: 200)

        for expected in ["--host", "--port", "--data-dir", "--log-level", "--write-limit", "FOODYBITE_SERVER_DATA_DIR", "FOODYBITE_SERVER_PLACES_KEY", "SIGTERM"] {
            XCTAssertTrue(help.contains(expected), "\(expected) in: \(help)")
        }
        XCTAssertFalse(help.contains("--bcrypt-cost"), help)
    }

    func test_helpMessage_ofTheRootCommandListsBothSubcommands() {
        let help = FoodybiteServerCommand.helpMessage(columns: 200)

        XCTAssertTrue(help.contains("serve"), help)
        XCTAssertTrue(help.contains("import"), help)
    }

    func test_parseAsRoot_answersVersionWithTheServerVersion() {
        XCTAssertThrowsError(try FoodybiteServerCommand.parseAsRoot(["--version"])) { error in
            XCTAssertEqual(FoodybiteServerCommand.exitCode(for: error), .success)
            XCTAssertEqual(FoodybiteServerCommand.message(for: error), ServerVersion.current)
        }
    }

    // MARK: - Helpers

    private func assertUsageError(_ arguments: [String], mentions expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try FoodybiteServerCommand.parseAsRoot(arguments), "\(arguments)", file: file, line: line) { error in
            XCTAssertEqual(FoodybiteServerCommand.exitCode(for: error), .validationFailure, "\(arguments)", file: file, line: line)
            let message = FoodybiteServerCommand.message(for: error)
            XCTAssertTrue(message.contains(expected), "\(arguments): \(message)", file: file, line: line)
        }
    }
}
