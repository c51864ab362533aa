import Foundation
import TestSupport
import XCTest

/// `foodybite completions bash`, sourced into a real bash, completes subcommands, options and their
/// values as a person types them.
final class CompletionsEndToEndTests: XCTestCase {
    func test_bashCompletion_completesSubcommandsOptionsAndTheFormatsOfAList() throws {
        let script = try completions("bash")

        let replies = try complete(with: script, [["ne"], ["nearby", "--for"], ["nearby", "--format", ""], ["reviews", ""]])

        XCTAssertEqual(replies, ["nearby", "--format", "table json geojson csv tsv", "--version -h --help add list"])
    }

    func test_zshAndFishScripts_nameEverySubcommand() throws {
        for shell in ["zsh", "fish"] {
            let script = try completions(shell)

            for subcommand in ["nearby", "details", "search", "reviews", "session", "account", "preferences", "location", "completions"] {
                XCTAssertTrue(script.contains(subcommand), "\(shell): \(subcommand)")
            }
        }
    }

    func test_anUnknownShell_isAUsageErrorNamingTheShellsThereAre() async throws {
        let cli = try makeCLI(server: nil)

        let result = try await cli.expect(64, ["completions", "powershell"])

        XCTAssertTrue(result.stderr.contains("bash"), result.stderr)
    }

    private func completions(_ shell: String) throws -> String {
        let result = try ProcessRunner.run(FoodybiteCLI.executable, arguments: ["completions", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// What bash offers after `foodybite WORDS…` for each line, with the script sourced as ~/.bashrc would.
    private func complete(with script: String, _ lines: [[String]]) throws -> [String] {
        let folder = try makeTemporaryDirectory()
        let file = folder.appendingPathComponent("foodybite.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let calls = lines.map { words in "c foodybite " + words.map { "'\($0)'" }.joined(separator: " ") }.joined(separator: "\n")
        let program = """
        shopt -s extglob
        source '\(file.path)'
        c() { COMP_WORDS=("$@"); COMP_CWORD=$(($#-1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
              _foodybite foodybite "${@: -1}" "${@: -2:1}"; echo "${COMPREPLY[*]}"; }
        \(calls)
        """
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", program])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
