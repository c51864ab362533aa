import Foundation
import Shared
import SharedCLI

/// Draws a restaurant's first photos in the terminal, as wide as it is, with the graphics asked for or
/// the terminal's own; a photo that cannot be drawn is named in a note, never fatal.
@MainActor
struct PhotoDrawer {
    static let maximumPhotos = 3

    let photoService: any RestaurantPhotoService
    let console: Console
    let detectGraphics: @MainActor () -> TerminalGraphics

    func draw(_ photos: [Photo], graphics: TerminalGraphics?) async {
        guard !photos.isEmpty else { return console.note("No photos of this restaurant to draw.") }
        guard console.drawsPictures else {
            return console.note("Photos are drawn only on a terminal; save one with `foodybite details photo REF --output FILE`.")
        }
        let chosen = graphics ?? detectGraphics()
        guard chosen != .none else { return }
        let columns = max(10, console.columns - 1)
        for photo in photos.prefix(Self.maximumPhotos) {
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
        if photos.count > Self.maximumPhotos {
            console.note("\(photos.count - Self.maximumPhotos) more photo(s): save one with `foodybite details photo REF --output FILE`.")
        }
    }
}
