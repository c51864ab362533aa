import Foundation
import SharedCLI

/// The nearby list: a table for people, the command-line contract's JSON with `--json`.
@MainActor
public struct NearbyView {
    private let console: Console
    private let now: @Sendable () -> Date

    public init(console: Console, now: @escaping @Sendable () -> Date = Date.init) {
        self.console = console
        self.now = now
    }

    public func render(_ nearby: NearbyViewData) throws {
        if console.wantsJSON {
            console.output.write(try JSONDocument.render(NearbyDocument(nearby)))
        } else {
            renderText(nearby)
        }
        if let note = nearby.cacheNote(now: now()) {
            console.note(note)
        }
        if let note = nearby.partialNote {
            console.note(note)
        }
        if let note = nearby.looseMatchNote {
            console.note(note)
        }
        if let note = nearby.demoNote {
            console.note(note)
        }
        if let note = PlaceChoicePrompt.otherPlacesNote(nearby.otherPlaces) {
            console.note(note)
        }
        if nearby.center.source == .defaultCenter {
            console.note("Searching around the default centre; set your location with `foodybite location set PLACE` (or LAT,LON), or say where with --near PLACE or --at.")
        }
    }

    private func renderText(_ nearby: NearbyViewData) {
        guard !nearby.rows.isEmpty else {
            console.output.writeLine("No restaurants found: \(nearby.summary.replacingOccurrences(of: "0 restaurants ", with: "none "))")
            console.note(nearby.emptyHint ?? "Try a larger --radius or a lower --min-rating.")
            return
        }
        console.output.writeLine(nearby.summary + ":")
        // A source that names no cuisine (Google's legacy API) has no CUISINE column.
        let showsCuisines = nearby.rows.contains { !$0.cuisines.isEmpty }
        let table = TextTable(columns: [
            .init("#", alignment: .right), .init("NAME", maxWidth: 36),
        ] + (showsCuisines ? [.init("CUISINE", maxWidth: 22)] : []) + [
            .init("RATING"), .init("DISTANCE", alignment: .right), .init("PRICE"), .init("OPEN"), .init("ID"),
        ])
        let rows = nearby.rows.enumerated().map { index, row -> [TextTable.Cell] in
            [
                TextTable.Cell(String(index + 1)),
                TextTable.Cell(row.name, attribute: .bold),
            ] + (showsCuisines ? [TextTable.Cell(row.cuisineText, attribute: .dim)] : []) + [
                TextTable.Cell(row.ratingText, attribute: .yellow),
                TextTable.Cell(row.distanceText),
                TextTable.Cell(row.priceText, attribute: .dim),
                TextTable.Cell(row.openText, attribute: row.openNow == true ? .green : .dim),
                TextTable.Cell(row.id, attribute: .dim),
            ]
        }
        console.output.write(table.render(rows: rows, style: console.style))
        // The data's credits, once, at the end of what the data shows.
        for attribution in nearby.credits.attributions {
            console.output.writeLine(TerminalText.line(attribution))
        }
    }
}
