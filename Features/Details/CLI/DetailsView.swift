import Foundation
import SharedCLI

/// The restaurant page for people, or the command-line contract's JSON.
@MainActor
public struct DetailsView {
    private let console: Console
    private let now: @Sendable () -> Date

    public init(console: Console, now: @escaping @Sendable () -> Date = Date.init) {
        self.console = console
        self.now = now
    }

    public func render(_ details: RestaurantDetailsViewData) throws {
        if console.wantsJSON {
            console.output.write(try JSONDocument.render(DetailsDocument(details)))
        } else {
            renderText(details)
        }
        if let note = details.cacheNote(now: now()) { console.note(note) }
        if let note = details.reviewsNote { console.note(note) }
    }

    func renderSavedPhoto(_ photo: RestaurantPhoto, at saved: PhotoFileWriter.SavedPhoto) throws {
        if console.wantsJSON {
            struct SavedDocument: Encodable {
                let file: String
                let contentType: String
                let bytes: Int
            }
            console.output.write(try JSONDocument.render(SavedDocument(file: saved.url.path, contentType: photo.contentType, bytes: photo.data.count)))
        } else {
            console.output.writeLine("Saved \(saved.url.path) (\(TerminalText.line(photo.contentType)), \(Self.size(photo.data.count))).")
        }
        if let asked = saved.replacedExtension {
            console.note("Saved as .\(saved.url.pathExtension) rather than .\(asked): the photo is \(saved.url.pathExtension.uppercased()) (served as \(TerminalText.line(photo.contentType))).")
        }
    }

    /// A link opened (said on stderr), or printed for a person or a script to open.
    func renderLink(_ url: URL, opened: Bool) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(["url": url.absoluteString]))
        }
        if opened {
            return console.note("Opened \(url.absoluteString)")
        }
        console.output.writeLine(url.absoluteString)
        if console.isInteractive {
            console.note("Nothing opens links here: set $BROWSER, or install xdg-utils.")
        }
    }

    private func renderText(_ details: RestaurantDetailsViewData) {
        let style = console.style
        let out = console.output
        let line = TerminalText.line
        out.writeLine(style.apply(.bold, to: line(details.name)))
        let price = details.priceText.map { " · \($0)" } ?? ""
        out.writeLine("\(style.apply(.yellow, to: details.ratingText))\(price) · \(style.apply(details.openNow == true ? .green : .dim, to: details.openNowText))")
        if let address = details.address { out.writeLine(line(address)) }
        for (index, phone) in details.phones.enumerated() {
            out.writeLine((index == 0 ? "Phone:    " : "          ") + line(phone))
        }
        if let cuisine = details.cuisineText { out.writeLine("Cuisine:  \(line(cuisine))") }
        if let offers = details.offersText { out.writeLine("Offers:   \(line(offers))") }
        if let website = details.website { out.writeLine("Website:  \(line(website))") }
        out.writeLine("Location: \(details.location.queryValue)")
        out.writeLine("Map:      \(details.links.map.absoluteString)")
        out.writeLine("Route:    \(details.links.directions.absoluteString)")
        out.writeLine("Id:       \(line(details.id))")
        if !details.weekdayText.isEmpty {
            out.writeLine("")
            out.writeLine(style.apply(.bold, to: "Opening hours"))
            details.weekdayText.forEach { out.writeLine("  \(line($0))") }
        }
        if !details.photos.isEmpty {
            out.writeLine("")
            out.writeLine(style.apply(.bold, to: "Photos (\(details.photos.count))") + style.apply(.dim, to: " — save one with `foodybite details photo REF --output FILE`"))
            for photo in details.photos {
                let credit = photo.attributions.isEmpty ? "" : "  by " + photo.attributions.map(line).joined(separator: ", ")
                out.writeLine("  \(line(photo.reference))  \(photo.width)×\(photo.height)\(credit)")
            }
        }
        out.writeLine("")
        out.writeLine(style.apply(.bold, to: "Reviews (\(details.reviews.count))"))
        if details.reviews.isEmpty, details.reviewsNote == nil {
            out.writeLine("  No reviews yet. Write one with `foodybite reviews add \(line(details.id)) --stars N --text ...`.")
        } else if details.reviews.isEmpty {
            // Foodybite users' reviews could not be listed (a login is needed, or the server is away): none
            // may be claimed.
            out.writeLine("  None from the catalog; Foodybite users' reviews could not be listed (see below).")
        }
        for review in details.reviews {
            let origin = (review.isFromFoodybite ? " · Foodybite" : "") + (review.translatedFrom.map { " · translated from \(line($0))" } ?? "")
            out.writeLine("  \(style.apply(.yellow, to: review.starsText))  \(line(review.author)) · \(line(review.relativeTime))\(origin)")
            if !review.text.isEmpty {
                out.writeLine("    " + TerminalText.safe(review.text).replacingOccurrences(of: "\n", with: "\n    "))
            }
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes < 1_024 ? "\(bytes) bytes" : bytes < 1_048_576 ? "\(bytes / 1_024) KB" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
