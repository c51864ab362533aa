import Foundation
import TestSupport
import XCTest

/// The guides name only files that exist: every repository path written in backticks in
/// `docs/architecture.md`, and every document the README and the guides link to.
final class DocumentedPathsTests: XCTestCase {
    func test_architectureGuide_namesOnlyPathsThatExist() throws {
        let guide = try Self.read("docs/architecture.md")

        let paths = Self.repositoryPaths(in: guide)

        XCTAssertGreaterThan(paths.count, 15, "the guide walks through the code by its files")
        for path in paths {
            XCTAssertTrue(FileManager.default.fileExists(atPath: PackageLayout.root.appendingPathComponent(path).path), "docs/architecture.md names \(path), which does not exist")
        }
    }

    func test_readmeAndGuides_linkOnlyToDocumentsThatExist() throws {
        for document in ["README.md", "docs/architecture.md", "docs/operations.md", "docs/benchmarks.md"] {
            let text = try Self.read(document)
            let folder = URL(fileURLWithPath: document).deletingLastPathComponent().relativePath
            for link in Self.relativeLinks(in: text) {
                let target = folder == "." ? link : "\(folder)/\(link)"
                XCTAssertTrue(FileManager.default.fileExists(atPath: PackageLayout.root.appendingPathComponent(target).path), "\(document) links to \(link), which does not exist")
            }
        }
    }

    func test_readme_staysAFrontDoorOfAtMost300Lines() throws {
        let lines = try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false).count

        XCTAssertLessThanOrEqual(lines, 300)
    }

    func test_repositoryPaths_takesBacktickedPathsOfTheRepositoryOnly() {
        let text = "`Features/Nearby/CLI/NearbyView.swift` reads `App/` then `foodybite nearby`, `--at`, `https://x.example/a.swift`, `Shared/*/README.md` and `a/b c.swift`"

        XCTAssertEqual(Self.repositoryPaths(in: text), ["Features/Nearby/CLI/NearbyView.swift", "App/"])
    }

    // MARK: - Helpers

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: PackageLayout.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Backticked words that name a file or folder of the repository: a path with a slash, no spaces,
    /// no wildcard or placeholder, not a URL, whose first component is one of the repository's folders
    /// or files.
    static func repositoryPaths(in text: String) -> [String] {
        let topLevel = ["App", "Features", "Core", "Shared", "Server", "Benchmarks", "Tests", "scripts", "docs", ".ci", "Package.swift", "README.md", "CODEOWNERS"]
        let quoted = text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return quoted.filter { word in
            word.contains("/") && !word.contains(" ") && !word.contains("*") && !word.contains("…") && !word.contains("://")
                && topLevel.contains(String(word.split(separator: "/").first ?? ""))
        }
    }

    /// Markdown links to other files of the repository (not URLs, not anchors).
    private static func relativeLinks(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)#:\s]+)(#[^)]*)?\)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
