import ArgumentParser
@testable import FoodybiteApp
import SharedCLI
import XCTest

final class FoodybiteCommandTests: XCTestCase {
    func test_help_listsTheEightFeatureGroups() {
        let help = FoodybiteCommand.helpMessage()

        for group in ["session", "account", "preferences", "location", "nearby", "details", "search", "reviews"] {
            XCTAssertTrue(help.contains("  \(group) "), "help does not list \(group):\n\(help)")
        }
    }

    func test_parse_acceptsGlobalOptionsAfterAnySubcommand() throws {
        for group in ["nearby", "details", "search", "reviews", "session", "account", "preferences", "location"] {
            XCTAssertNoThrow(try FoodybiteCommand.parseAsRoot(groupArguments(group) + ["--json", "--server", "http://127.0.0.1:9", "--no-color", "--verbose", "--data-dir", "/tmp/x"]), group)
        }
    }

    func test_parse_failsWithAUsageExitCodeForAnUnknownOption() {
        XCTAssertThrowsError(try FoodybiteCommand.parseAsRoot(["nearby", "--no-such-option"])) { error in
            XCTAssertEqual(FoodybiteCommand.exitCode(for: error).rawValue, ExitStatus.usage.rawValue)
        }
    }

    func test_completionScript_isGeneratedForEveryShell() {
        for shell in [CompletionShell.bash, .zsh, .fish] {
            let script = FoodybiteCommand.completionScript(for: shell)
            XCTAssertTrue(script.contains("nearby"), "\(shell) completion does not mention nearby")
        }
    }

    func test_version_isTheAppVersion() {
        XCTAssertEqual(FoodybiteCommand.configuration.version, FoodybiteVersion.current)
    }

    // MARK: - Helpers

    /// The shortest valid invocation of each group, to which global options are appended.
    private func groupArguments(_ group: String) -> [String] {
        switch group {
        case "session": ["session", "whoami"]
        case "account": ["account", "delete"]
        case "details": ["details", "ChIJ1"]
        case "search": ["search", "tasca"]
        case "reviews": ["reviews", "list"]
        default: [group]
        }
    }
}
