import Foundation
import Shared
import SharedCLI

@MainActor
public struct ReviewsView {
    private struct ListDocument: Encodable {
        struct Review: Encodable {
            let restaurantId: String
            let restaurantName: String?
            let author: String
            let rating: Int
            let text: String
            @NullEncodable var createdAt: Date?
        }

        let source: String
        @NullEncodable var cachedAt: Date?
        let reviews: [Review]
        /// Whose reviews these are, when not Foodybite users' (logged out: the Places source's).
        let note: String?
        /// Pass as `--after` for the next page; null on the last page.
        @NullEncodable var nextPage: String?
    }

    private struct PostedDocument: Encodable {
        let restaurantId: String
        let rating: Int
        let text: String
        let createdAt: Date
    }

    private let console: Console
    private let now: @Sendable () -> Date

    public init(console: Console, now: @escaping @Sendable () -> Date = Date.init) {
        self.console = console
        self.now = now
    }

    public func renderPosted(_ review: PostedReviewViewData) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(PostedDocument(restaurantId: review.restaurantID, rating: review.stars, text: review.text, createdAt: review.createdAt)))
        }
        console.output.writeLine("Posted your \(RatingFormatter.stars(count: review.stars)) review of \(review.restaurantID).")
    }

    public func renderList(_ list: ReviewsListViewData) throws {
        switch console.format {
        case .json, .geojson: // geojson never comes: `reviews list` refuses it, reviews having no place on a map
            let reviews = list.rows.map { ListDocument.Review(restaurantId: $0.restaurantID, restaurantName: $0.restaurantName, author: $0.author, rating: $0.rating, text: $0.text, createdAt: $0.createdAt) }
            console.output.write(try JSONDocument.render(ListDocument(
                source: list.origin.sourceName, cachedAt: list.origin.cachedAt, reviews: reviews, note: list.note, nextPage: list.nextPage
            )))
        case .csv, .tsv:
            console.writeRecords(header: ReviewRecord.header, records: list.rows.map(ReviewRecord.fields))
        case .table:
            renderText(list)
        }
        if let note = list.cacheNote(now: now()) { console.note(note) }
        if let note = list.note { console.note(note) }
        if let nextPage = list.nextPage, !console.wantsJSON {
            console.note("More reviews: \(Self.nextPageCommand(list.scope, of: list.restaurantFilter, page: nextPage))")
        }
    }

    /// The command that lists the next page (of one's own reviews of `restaurantFilter`, when given).
    static func nextPageCommand(_ scope: ReviewsScope, of restaurantFilter: String?, page: String) -> String {
        let subject = switch scope {
        case .mine: restaurantFilter.map { "\(shellWord($0)) --mine" } ?? "--mine"
        case let .restaurant(id): shellWord(id)
        }
        return "foodybite reviews list \(subject) --after \(shellWord(page))"
    }

    /// `text` as one word of a shell command line: as it is when it holds only safe characters, else in
    /// single quotes.
    private static func shellWord(_ text: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._:-")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func renderText(_ list: ReviewsListViewData) {
        let style = console.style
        guard !list.rows.isEmpty else {
            if list.note != nil { return console.output.writeLine("No reviews came with the restaurant's details.") }
            switch list.scope {
            case .mine: console.output.writeLine("You have not written any reviews yet.")
            case let .restaurant(id): console.output.writeLine("Nobody has reviewed \(id) on Foodybite yet.")
            }
            return
        }
        for row in list.rows {
            let subject = list.scope == .mine ? row.restaurantText : row.author
            console.output.writeLine("\(style.apply(.yellow, to: row.starsText))  \(style.apply(.bold, to: TerminalText.line(subject))) · \(row.relativeTime)")
            console.output.writeLine("  " + TerminalText.safe(row.text).replacingOccurrences(of: "\n", with: "\n  "))
        }
    }
}
