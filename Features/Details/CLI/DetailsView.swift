import Foundation
import Shared

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
            console.output.writeLine("Saved \(saved.url.path) (\(photo.contentType), \(Self.size(photo.data.count))).")
        }
        if saved.extensionMismatch {
            console.note("The file was saved as served (\(photo.contentType)) although its name ends in .\(saved.url.pathExtension).")
        }
    }

    private func renderText(_ details: RestaurantDetailsViewData) {
        let style = console.style
        let out = console.output
        out.writeLine(style.apply(.bold, to: details.name))
        out.writeLine("\(style.apply(.yellow, to: details.ratingText)) · \(style.apply(details.openNow == true ? .green : .dim, to: details.openNowText))")
        if let address = details.address { out.writeLine(address) }
        if let phone = details.phone { out.writeLine("Phone:    \(phone)") }
        if let website = details.website { out.writeLine("Website:  \(website)") }
        out.writeLine("Location: \(details.location.queryValue)")
        out.writeLine("Id:       \(details.id)")
        if !details.weekdayText.isEmpty {
            out.writeLine("")
            out.writeLine(style.apply(.bold, to: "Opening hours"))
            details.weekdayText.forEach { out.writeLine("  \($0)") }
        }
        if !details.photos.isEmpty {
            out.writeLine("")
            out.writeLine(style.apply(.bold, to: "Photos (\(details.photos.count))") + style.apply(.dim, to: " — save one with `foodybite details photo REF --output FILE`"))
            details.photos.forEach { out.writeLine("  \($0.reference)  \($0.width)×\($0.height)") }
        }
        out.writeLine("")
        out.writeLine(style.apply(.bold, to: "Reviews (\(details.reviews.count))"))
        if details.reviews.isEmpty {
            out.writeLine("  No reviews yet. Write one with `foodybite reviews add \(details.id) --stars N --text ...`.")
        }
        for review in details.reviews {
            let origin = review.isFromFoodybite ? " · Foodybite" : ""
            out.writeLine("  \(style.apply(.yellow, to: review.starsText))  \(review.author) · \(review.relativeTime)\(origin)")
            if !review.text.isEmpty {
                out.writeLine("    " + review.text.replacingOccurrences(of: "\n", with: "\n    "))
            }
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes < 1_024 ? "\(bytes) bytes" : bytes < 1_048_576 ? "\(bytes / 1_024) KB" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}

/// `{"source", "cachedAt", "restaurant": {...}}` exactly as the command-line contract says.
struct DetailsDocument: Encodable {
    struct Location: Encodable {
        let latitude: Double
        let longitude: Double
    }

    struct PhotoDocument: Encodable {
        let reference: String
        let width: Int
        let height: Int
    }

    struct Review: Encodable {
        let author: String
        let rating: Int
        let text: String
        let relativeTime: String
        @NullEncodable var createdAt: Date?
    }

    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var address: String?
        @NullEncodable var phone: String?
        @NullEncodable var rating: Double?
        @NullEncodable var openNow: Bool?
        let weekdayText: [String]
        let location: Location
        let photos: [PhotoDocument]
        let reviews: [Review]
    }

    let source: String
    @NullEncodable var cachedAt: Date?
    let restaurant: Restaurant

    init(_ details: RestaurantDetailsViewData) {
        switch details.origin {
        case .live:
            source = "live"
            cachedAt = nil
        case let .cache(savedAt, _):
            source = "cache"
            cachedAt = savedAt
        }
        restaurant = Restaurant(
            id: details.id,
            name: details.name,
            address: details.address,
            phone: details.phone,
            rating: details.rating,
            openNow: details.openNow,
            weekdayText: details.weekdayText,
            location: Location(latitude: details.location.latitude, longitude: details.location.longitude),
            photos: details.photos.map { PhotoDocument(reference: $0.reference, width: $0.width, height: $0.height) },
            reviews: details.reviews.map { Review(author: $0.author, rating: $0.rating, text: $0.text, relativeTime: $0.relativeTime, createdAt: $0.createdAt) }
        )
    }
}
