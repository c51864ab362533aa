import Foundation
import TestSupport
import XCTest

/// The README's "Using it" examples, run in order with the real binary on the embedded default: each
/// succeeds and does what its comment says. Passwords come on stdin, since no terminal asks for them.
final class ReadmeExamplesEndToEndTests: XCTestCase {
    func test_usingItExamples_eachSucceedAndDoWhatTheReadmeSays() async throws {
        let examples = try Self.usingItExamples()
        XCTAssertGreaterThan(examples.count, 15, "\(examples)")
        let cli = try makeCLI(server: nil)
        let folder = try makeTemporaryDirectory()
        var photoReference: String?

        for example in examples {
            var arguments = example.arguments
            var stdin: String?
            if arguments.first == "details", arguments.count > 1, let id = arguments.dropFirst().first, id != "photo" {
                photoReference = try await firstPhoto(of: id, cli)
            }
            arguments = arguments.map { $0 == "REF" ? (photoReference ?? $0) : $0 }
            if arguments == ["--help"] || arguments.isEmpty {
                continue  // the interactive flow needs a terminal; --help is checked below
            }
            switch Array(arguments.prefix(2)) {
            case ["session", "signup"], ["session", "login"]:
                arguments.append("--password-stdin")
                stdin = "Secret#123\n"
            case ["account", "change-password"]:
                arguments.append("--password-stdin")
                stdin = "Secret#123\nSecret#456\n"
            case ["details", "photo"]:
                arguments = arguments.map { $0 == "dish" ? folder.appendingPathComponent("dish").path : $0 }
            default:
                break
            }

            let result = try await cli.expect(0, arguments, stdin: stdin)

            let said = example.comment
            if said.contains("the 20 best") {
                XCTAssertTrue(result.stdout.hasPrefix("20 restaurants within 10 km"), result.stdout)
                XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.range(of: #"^\s*\d+\s.*\sFB\S+\s*$"#, options: .regularExpression) != nil }.count, 20, result.stdout)
            }
            if said.contains("saves dish.png") {
                let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                XCTAssertTrue(saved.contains("dish.png") || saved.contains("dish.jpg"), "\(saved)")
            }
            if said.contains("everyone's reviews") {
                XCTAssertTrue(result.stdout.contains("Best sardines in town"), result.stdout)
            }
            if arguments == ["reviews", "list", "--mine"] {
                XCTAssertTrue(result.stdout.contains("Best sardines in town"), result.stdout)
            }
            if arguments == ["session", "whoami"] {
                XCTAssertTrue(result.stdout.contains("ana@example.com"), result.stdout)
            }
        }
        let help = try await cli.expect(0, ["--help"])
        for group in ["nearby", "details", "search", "reviews", "session", "account", "preferences", "location"] {
            XCTAssertTrue(help.stdout.contains(group), "--help names \(group)")
        }
    }

    // MARK: - Helpers

    private struct Example: CustomStringConvertible {
        let arguments: [String]
        let comment: String
        var description: String { arguments.joined(separator: " ") }
    }

    /// The `foodybite …` lines of the first code block under "## Using it", split as a shell would.
    private static func usingItExamples() throws -> [Example] {
        let readme = try String(contentsOf: PackageLayout.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Using it").dropFirst().first)
        let block = try XCTUnwrap(section.components(separatedBy: "```").dropFirst().first)
        return block.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("foodybite") else { return nil }
            let (command, comment) = split(String(line))
            return Example(arguments: Array(words(command).dropFirst()), comment: comment)
        }
    }

    private static func split(_ line: String) -> (command: String, comment: String) {
        var quoted = false
        for index in line.indices {
            if line[index] == "\"" { quoted.toggle() }
            if line[index] == "#", !quoted { return (String(line[..<index]), String(line[line.index(after: index)...])) }
        }
        return (line, "")
    }

    private static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private func firstPhoto(of id: String, _ cli: FoodybiteCLI) async throws -> String? {
        let page = try await cli.json(["details", id])
        let photos = (page["restaurant"] as? [String: Any])?["photos"] as? [[String: Any]]
        return photos?.first?["reference"] as? String
    }
}
