import ArgumentParser
import Shared
import SharedCLI
import TestSupport
import XCTest

final class CommandEnvironmentTests: XCTestCase {
    func test_run_givesTheBodyTheProvidersContainerAndConsole() async throws {
        let (provider, terminal) = makeProvider()

        try await CommandEnvironment.$provider.withValue(provider) {
            try await CommandEnvironment.run(try GlobalOptions.parse([])) { context in
                context.console.output.write(try context.container.resolve(String.self))
            }
        }

        XCTAssertEqual(terminal.output.text, "from the container")
    }

    func test_run_writesTheErrorToStderrAndExitsWithItsStatus() async throws {
        let (provider, terminal) = makeProvider()

        do {
            try await CommandEnvironment.$provider.withValue(provider) {
                try await CommandEnvironment.run(try GlobalOptions.parse([])) { _ in
                    throw UserFacingMessage("Cannot reach the server.", exitStatus: .unavailable)
                }
            }
            XCTFail("Expected an exit code")
        } catch let exit as ExitCode {
            XCTAssertEqual(exit.rawValue, 69)
        }
        XCTAssertEqual(terminal.errors.text, "Error: Cannot reach the server.\n")
        XCTAssertEqual(terminal.output.text, "")
    }

    func test_run_endsQuietlyWhenThePersonQuitsAtAPrompt() async throws {
        let (provider, terminal) = makeProvider()

        try await CommandEnvironment.$provider.withValue(provider) {
            try await CommandEnvironment.run(try GlobalOptions.parse([])) { _ in throw QuitRequested() }
        }

        XCTAssertEqual(terminal.errors.text, "")
    }

    func test_run_refusesAFormatTheCommandCannotPrintBeforeRunningIt() async throws {
        let (provider, _) = makeProvider()
        let options = try GlobalOptions.parse(["--format", "geojson"])
        var ran = false

        do {
            try await CommandEnvironment.$provider.withValue(provider) {
                try await CommandEnvironment.run(options, formats: OutputFormat.records) { _ in ran = true }
            }
            XCTFail("Expected a usage error")
        } catch let error as ValidationError {
            XCTAssertEqual(error.message, "This command prints table, json, csv, tsv, not --format geojson.")
        }
        XCTAssertFalse(ran)
    }

    func test_run_acceptsAFormatTheCommandPrints() async throws {
        let (provider, terminal) = makeProvider()
        let options = try GlobalOptions.parse(["--format", "tsv"])

        try await CommandEnvironment.$provider.withValue(provider) {
            try await CommandEnvironment.run(options, formats: OutputFormat.records) { context in
                context.console.output.write("ran")
            }
        }

        XCTAssertEqual(terminal.output.text, "ran")
    }

    func test_run_failsClearlyWhenNoProviderIsBound() async throws {
        do {
            try await CommandEnvironment.run(try GlobalOptions.parse([])) { _ in }
            XCTFail("Expected an error")
        } catch {
            XCTAssertTrue(ErrorPresenter.message(for: error).text.contains("No composition root"))
        }
    }

    // MARK: - Helpers

    private func makeProvider() -> (ProviderStub, TestConsole) {
        let terminal = TestConsole()
        let container = DependencyManager()
        container.register(String.self) { _ in "from the container" }
        return (ProviderStub(console: terminal.console, container: container), terminal)
    }

    private struct ProviderStub: CommandContextProviding {
        let console: Console
        let container: DependencyManager

        func makeConsole(for options: GlobalOptions) -> Console { console }

        func withContainer(for options: GlobalOptions, console: Console, _ body: @MainActor (DependencyManager) async throws -> Void) async throws {
            try await body(container)
        }
    }
}
