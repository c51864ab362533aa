import Foundation
import TestSupport
import XCTest

/// The interactive flow of the real binary on a pseudo-terminal, 80 columns wide: the list, filters, a
/// restaurant, its photos, keeping it as a favourite, back, the favourites, quit.
final class InteractiveTerminalEndToEndTests: XCTestCase {
    func test_nearbyFiltersDetailsPhotosFavouriteBackFavouritesQuit_throughAPseudoTerminal() async throws {
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["COLUMNS"] = "80"
        let session = try cli.onATerminal()

        try await session.waitFor("Open a restaurant")
        session.type("f")
        try await session.waitFor("Search with")
        session.type("--min-rating 4.5 --sort distance")
        try await session.waitFor("rated 4.5 or better, nearest first")
        try await session.waitFor("Open a restaurant")
        session.type("1")
        try await session.waitFor("[w]rite a review, [p]hotos")
        session.type("p")
        try await session.waitFor("▄")
        try await session.waitFor("[w]rite a review, [p]hotos")
        session.type("f")
        try await session.waitFor("★ Kept")
        try await session.waitFor("[w]rite a review, [p]hotos")
        session.type("")
        try await session.waitFor("Open a restaurant")
        session.type("")
        try await session.waitFor("fa[v]ourites")
        session.type("v")
        try await session.waitFor("Open a favourite (1-1)")
        session.type("")
        try await session.waitFor("fa[v]ourites")
        session.type("q")
        let status = await session.waitForExit()

        XCTAssertEqual(status, 0, session.transcript)
        let favourites = try await cli.json(["favourites", "list"])
        XCTAssertEqual((favourites["favourites"] as? [Any])?.count, 1)
        let listLines = session.transcript.components(separatedBy: .newlines).filter { $0.contains("★★") }
        XCTAssertFalse(listLines.isEmpty)
        XCTAssertTrue(listLines.allSatisfy { Self.visibleWidth($0) <= 80 }, "the list fits 80 columns:\n" + listLines.joined(separator: "\n"))
    }

    /// The width a line takes on screen: escape sequences and carriage returns left out, a wide character counting two.
    private static func visibleWidth(_ line: String) -> Int {
        let plain = line.replacingOccurrences(of: "\u{1B}\\][^\u{1B}]*\u{1B}\\\\", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
        return plain.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation || (0x1100...0x115F).contains($1.value) ? 2 : 1) }
    }
}
