import Foundation
import Shared
import SharedCLI

/// `details ID --photos`: the restaurant's page, then its photos drawn in the terminal, as wide as it
/// is, with the graphics asked for or the terminal's own. Nothing is drawn when stdout is no terminal.
@MainActor
final class DetailsPhotosCoordinator: Coordinating {
    static let maximumPhotos = 3

    private let page: LoadAndRenderCoordinator<RestaurantDetailsViewData>
    private let photoService: any RestaurantPhotoService
    private let console: Console
    private let graphics: TerminalGraphics?
    private let detectGraphics: @MainActor () -> TerminalGraphics

    init(
        page: LoadAndRenderCoordinator<RestaurantDetailsViewData>, photoService: any RestaurantPhotoService, console: Console, graphics: TerminalGraphics?,
        detectGraphics: @escaping @MainActor () -> TerminalGraphics
    ) {
        self.page = page
        self.photoService = photoService
        self.console = console
        self.graphics = graphics
        self.detectGraphics = detectGraphics
    }

    func start() async throws {
        let details = try await page.loadAndRender()
        guard !details.photos.isEmpty else { return console.note("No photos of this restaurant to draw.") }
        guard console.drawsPictures else {
            return console.note("Photos are drawn only on a terminal; save one with `foodybite details photo REF --output FILE`.")
        }
        let chosen = graphics ?? detectGraphics()
        guard chosen != .none else { return }
        let columns = max(10, console.columns - 1)
        for photo in details.photos.prefix(Self.maximumPhotos) {
            do {
                let fetched = try await photoService.fetchPhoto(reference: photo.reference, maxWidth: min(1_600, columns * 10))
                let image = try ImageDecoder.decode(fetched.data)
                guard let picture = TerminalPictureRenderer.render(image, as: chosen, columns: columns) else { continue }
                console.output.writeLine("")
                console.draw(picture)
                if !photo.attributions.isEmpty {
                    console.output.writeLine(console.style.apply(.dim, to: "Photo by " + photo.attributions.map(TerminalText.line).joined(separator: ", ")))
                }
            } catch {
                console.note("Photo \(TerminalText.line(photo.reference)) could not be drawn: \(FailureMessage(describing: error).explanation)")
            }
        }
        if details.photos.count > Self.maximumPhotos {
            console.note("\(details.photos.count - Self.maximumPhotos) more photo(s): save one with `foodybite details photo REF --output FILE`.")
        }
    }
}
