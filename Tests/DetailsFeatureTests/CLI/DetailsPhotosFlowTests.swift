@testable import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

/// `details ID --photos`: the page, then its photos drawn on a terminal, never anywhere else.
@MainActor
final class DetailsPhotosFlowTests: XCTestCase {
    func test_start_onATerminalDrawsEachPhotoAsBlocksAsWideAsTheTerminal() async throws {
        let (sut, terminal, detections) = try makeSUT(drawsPictures: true, columns: 41)

        try await sut.buildPhotosModule(restaurantID: "ChIJ1", graphics: .blocks).start()

        let expected = try XCTUnwrap(TerminalPictureRenderer.render(try ImageDecoder.decode(demoPhoto()), as: .blocks, columns: 40))
        XCTAssertTrue(terminal.output.text.contains(expected.text), "the demo photo's 40-column frame")
        XCTAssertTrue(terminal.output.text.contains("Photo by Ana Lima"), terminal.output.text)
        XCTAssertEqual(detections.count, 0, "graphics given: the terminal is not asked")
    }

    func test_start_withoutGraphicsGivenAsksTheTerminalAndDrawsWhatItDraws() async throws {
        let (sut, terminal, detections) = try makeSUT(drawsPictures: true, detected: .kitty)

        try await sut.buildPhotosModule(restaurantID: "ChIJ1", graphics: nil).start()

        XCTAssertEqual(detections.count, 1)
        XCTAssertTrue(terminal.output.text.contains("\u{1B}_G"), "kitty graphics escapes")
    }

    func test_start_notOnATerminalDrawsNothingAndSaysHowToSaveAPhoto() async throws {
        let (sut, terminal, detections) = try makeSUT(drawsPictures: false)

        try await sut.buildPhotosModule(restaurantID: "ChIJ1", graphics: .kitty).start()

        XCTAssertFalse(terminal.output.text.contains("\u{1B}"), "no escape when stdout is no terminal")
        XCTAssertTrue(terminal.output.text.contains("Tasca do Zé"), "the page is still shown")
        XCTAssertTrue(terminal.errors.text.contains("Photos are drawn only on a terminal"), terminal.errors.text)
        XCTAssertEqual(detections.count, 0)
    }

    func test_start_saysWhichPhotoCouldNotBeDrawnAndStillShowsThePage() async throws {
        let (sut, terminal, _) = try makeSUT(drawsPictures: true, photo: Data("not a photo".utf8))

        try await sut.buildPhotosModule(restaurantID: "ChIJ1", graphics: .blocks).start()

        XCTAssertTrue(terminal.errors.text.contains("Photo P1 could not be drawn: The photo cannot be drawn: it is not a JPEG, PNG or GIF picture"), terminal.errors.text)
        XCTAssertTrue(terminal.output.text.contains("Tasca do Zé"))
    }

    // MARK: - Helpers

    @MainActor
    final class Detections {
        var count = 0
    }

    private func demoPhoto() throws -> Data {
        try Data(contentsOf: PackageLayout.root.appendingPathComponent("Server/DemoCatalog/Photos/demo-pizza.png"))
    }

    private func makeSUT(
        drawsPictures: Bool, columns: Int = 41, detected: TerminalGraphics = .blocks, photo: Data? = nil
    ) throws -> (DetailsModuleBuilder, TestConsole, Detections) {
        let terminal = TestConsole(drawsPictures: drawsPictures, columns: columns)
        let service = DetailsServiceSpy()
        service.result = .success(.live(makeDetails()))
        let photos = PhotoServiceStub(result: .success(RestaurantPhoto(data: try photo ?? demoPhoto(), contentType: "image/png")))
        let detections = Detections()
        let sut = DetailsModuleBuilder(
            service: service, reviewsProvider: ReviewsProviderStub(), photoService: photos,
            detectGraphics: { detections.count += 1; return detected }, console: terminal.console
        )
        return (sut, terminal, detections)
    }
}
