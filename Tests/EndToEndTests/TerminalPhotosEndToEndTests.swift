import Foundation
import TestSupport
import XCTest

/// `details ID --photos` with the real binary: kitty graphics under a terminal that answers kitty's
/// query, half-blocks when asked, and no escape at all through a pipe.
final class TerminalPhotosEndToEndTests: XCTestCase {
    func test_photos_underATerminalAnsweringTheKittyQuery_sendKittyGraphics() async throws {
        var cli = try makeCLI(server: nil)
        let id = try await restaurantWithPhotos(cli)
        cli.extraEnvironment["COLUMNS"] = "41"
        let session = try cli.onATerminal(["details", id, "--photos"])

        try await session.waitFor("\u{1B}_Gi=31,s=1,v=1,a=q")
        session.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        let status = await session.waitForExit()

        XCTAssertEqual(status, 0, session.transcript)
        XCTAssertTrue(session.transcript.contains("\u{1B}_Ga=T"), "kitty's transmit-and-show escape")
    }

    func test_photos_asBlocksOnATerminal_drawHalfBlocksAndThroughAPipeNoEscapeAtAll() async throws {
        var cli = try makeCLI(server: nil)
        let id = try await restaurantWithPhotos(cli)
        cli.extraEnvironment["COLUMNS"] = "41"
        let session = try cli.onATerminal(["details", id, "--photos", "--graphics", "blocks"])

        let status = await session.waitForExit()
        let piped = try await cli.expect(0, ["details", id, "--photos", "--graphics", "kitty"])

        XCTAssertEqual(status, 0, session.transcript)
        XCTAssertTrue(session.transcript.contains("▄"), "half-blocks")
        XCTAssertTrue(session.transcript.contains("\u{1B}[38;2;"), "true colour")
        XCTAssertFalse((piped.stdout + piped.stderr).contains("\u{1B}"), "no escape through a pipe")
        XCTAssertTrue(piped.stderr.contains("Photos are drawn only on a terminal"), piped.stderr)
    }

    func test_photosAsBlocks_ofTheDemoPizza_matchTheStoredFrame() async throws {
        var cli = try makeCLI(server: nil)
        let id = try await restaurantWhosePhotoIs("pizza", cli)
        cli.extraEnvironment["COLUMNS"] = "41"
        let session = try cli.onATerminal(["details", id, "--photos", "--graphics", "blocks", "--no-color"])

        let status = await session.waitForExit()

        XCTAssertEqual(status, 0, session.transcript)
        let frame = try String(contentsOf: PackageLayout.root.appendingPathComponent("Tests/SharedTests/CLI/Frames/demo-pizza-blocks-40.txt"), encoding: .utf8)
        XCTAssertTrue(session.transcript.replacingOccurrences(of: "\r\n", with: "\n").contains(frame), "the stored half-block frame of the demo pizza")
    }

    /// A restaurant whose first photo is the demo catalog's photo of `name`.
    private func restaurantWhosePhotoIs(_ name: String, _ cli: FoodybiteCLI) async throws -> String {
        let demo = try Data(contentsOf: PackageLayout.root.appendingPathComponent("Server/DemoCatalog/Photos/demo-\(name).png"))
        let nearby = try await cli.json(["nearby", "--limit", "60"])
        let folder = try makeTemporaryDirectory()
        for restaurant in try XCTUnwrap(nearby["restaurants"] as? [[String: Any]]) {
            guard let reference = (restaurant["photo"] as? [String: Any])?["reference"] as? String, let id = restaurant["id"] as? String else { continue }
            let saved = try await cli.json(["details", "photo", reference, "--output", folder.appendingPathComponent(id).path])
            if let file = saved["file"] as? String, try Data(contentsOf: URL(fileURLWithPath: file)) == demo { return id }
        }
        throw XCTSkip("No restaurant of the first 60 shows the demo \(name) photo first.")
    }

    private func restaurantWithPhotos(_ cli: FoodybiteCLI) async throws -> String {
        let nearby = try await cli.json(["nearby", "--limit", "20"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        return try XCTUnwrap(restaurants.first { $0["photo"] is [String: Any] }?["id"] as? String)
    }
}
