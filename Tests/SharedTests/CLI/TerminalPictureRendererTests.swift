import Foundation
import SharedCLI
import TestSupport
import XCTest

/// Photos drawn for the terminal by chafa, compared with frames stored for the demo photos
/// (`Tests/SharedTests/CLI/Frames/`; FOODYBITE_RECORD_FRAMES=1 writes them anew).
final class TerminalPictureRendererTests: XCTestCase {
    func test_render_asBlocks_drawsTheDemoPhotoAsTheStoredFrame() throws {
        let image = try ImageDecoder.decode(Data(contentsOf: demoPhoto("pizza")))

        let picture = try XCTUnwrap(TerminalPictureRenderer.render(image, as: .blocks, columns: 40))

        try assertMatchesFrame(picture.text, named: "demo-pizza-blocks-40.txt")
        XCTAssertEqual(picture.text.split(separator: "\n").count, 15, "a 640×480 photo 40 columns wide is 15 rows of two pixels")
    }

    func test_render_asKittySixelAndITerm_sendsEachProtocolsEscapes() throws {
        let image = try ImageDecoder.decode(Data(contentsOf: demoPhoto("pizza")))

        let kitty = try XCTUnwrap(TerminalPictureRenderer.render(image, as: .kitty, columns: 20)).text
        let sixel = try XCTUnwrap(TerminalPictureRenderer.render(image, as: .sixel, columns: 20)).text
        let iterm = try XCTUnwrap(TerminalPictureRenderer.render(image, as: .iterm, columns: 20)).text

        XCTAssertTrue(kitty.hasPrefix("\u{1B}_G"), String(kitty.prefix(20)).debugDescription)
        XCTAssertTrue(sixel.hasPrefix("\u{1B}P"), String(sixel.prefix(20)).debugDescription)
        XCTAssertTrue(iterm.hasPrefix("\u{1B}]1337;File="), String(iterm.prefix(20)).debugDescription)
    }

    func test_render_withNoneOrNoWidth_drawsNothing() throws {
        let image = DecodedImage(width: 1, height: 1, rgba: [255, 0, 0, 255])

        XCTAssertNil(TerminalPictureRenderer.render(image, as: .none, columns: 40))
        XCTAssertNil(TerminalPictureRenderer.render(image, as: .blocks, columns: 0))
    }

    func test_render_keepsATallPhotoWithinTheMaximumRows() throws {
        let tall = DecodedImage(width: 10, height: 400, rgba: [UInt8](repeating: 200, count: 10 * 400 * 4))

        let picture = try XCTUnwrap(TerminalPictureRenderer.render(tall, as: .blocks, columns: 80, maximumRows: 12))

        XCTAssertEqual(picture.text.split(separator: "\n").count, 12)
    }

    func test_decode_refusesWhatIsNoPictureSayingSo() {
        XCTAssertThrowsError(try ImageDecoder.decode(Data("<html>not a photo</html>".utf8))) { error in
            XCTAssertTrue((error as? UndrawableImageError)?.explanation.contains("not a JPEG, PNG or GIF picture") == true, "\(error)")
        }
        XCTAssertThrowsError(try ImageDecoder.decode(Data()))
        XCTAssertThrowsError(try ImageDecoder.decode(Data("P6\n1 1\n255\n\u{0}\u{0}\u{0}".utf8)), "a PNM stb_image would read is not handed to it")
    }

    func test_decode_readsThePixelsOfAPNG() throws {
        let image = try ImageDecoder.decode(Data(contentsOf: demoPhoto("pizza")))

        XCTAssertEqual(image.width, 640)
        XCTAssertEqual(image.height, 480)
        XCTAssertEqual(image.rgba.count, 640 * 480 * 4)
    }

    // MARK: - Helpers

    private func demoPhoto(_ name: String) -> URL {
        PackageLayout.root.appendingPathComponent("Server/DemoCatalog/Photos/demo-\(name).png")
    }

    private func assertMatchesFrame(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let stored = PackageLayout.root.appendingPathComponent("Tests/SharedTests/CLI/Frames/\(name)")
        if ProcessInfo.processInfo.environment["FOODYBITE_RECORD_FRAMES"] == "1" {
            try text.write(to: stored, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(text, try String(contentsOf: stored, encoding: .utf8), "the frame differs from \(name)", file: file, line: line)
    }
}
