import Foundation
import Shared
import SharedCLI

/// What the favourites commands print: the list as a table, JSON, GeoJSON, CSV or TSV; the export as
/// JSON; a line (or a JSON document) saying what each change did.
@MainActor
public struct FavouritesView {
    private let console: Console
    private let now: @Sendable () -> Date
    private let picksByNumber: Bool
    private let mapService: MapService

    /// With `picksByNumber` (the interactive list, where a favourite is opened by its number) the table
    /// leaves the ids out and fits 80 columns. Names link to their page on `mapService`'s map.
    public init(
        console: Console, now: @escaping @Sendable () -> Date = Date.init, picksByNumber: Bool = false, mapService: MapService = .openStreetMap
    ) {
        self.console = console
        self.now = now
        self.picksByNumber = picksByNumber
        self.mapService = mapService
    }

    public func renderList(_ list: FavouritesListViewData) throws {
        switch console.format {
        case .table:
            renderTable(list)
        case .json:
            console.output.write(try JSONDocument.render(FavouritesListDocument(favourites: list.rows.map(FavouritesListDocument.Favourite.init))))
        case .geojson:
            let features = list.rows.map { GeoJSONFeatureCollection.Feature(id: $0.id, location: $0.location, properties: FavouritesListDocument.Favourite($0)) }
            console.output.write(try JSONDocument.render(GeoJSONFeatureCollection(features: features)))
        case .csv, .tsv:
            console.writeRecords(header: FavouriteRecord.header, records: list.rows.map(FavouriteRecord.fields))
        }
        if let note = list.standingNote(now: now()) { console.note(note) }
        if let note = list.unreadableNote { console.note(note) }
    }

    func renderAdded(_ favourite: Favourite) throws {
        if console.wantsJSON { return console.output.write(try JSONDocument.render(FavouritesChangeDocument(added: .init(favourite)))) }
        console.output.writeLine("★ Kept \(TerminalText.line(favourite.name)) (\(favourite.restaurantID)) among your favourites.")
    }

    func renderRemoved(_ favourite: Favourite) throws {
        if console.wantsJSON { return console.output.write(try JSONDocument.render(FavouritesChangeDocument(removed: .init(favourite)))) }
        console.output.writeLine("Removed \(TerminalText.line(favourite.name)) (\(favourite.restaurantID)) from your favourites.")
    }

    /// The export itself on stdout, or, written to a file, what was written.
    func renderExport(_ stored: StoredFavourites, writtenTo file: URL?) throws {
        if let file {
            if console.wantsJSON {
                console.output.write(try JSONDocument.render(FavouritesChangeDocument(exported: .init(count: stored.favourites.count, file: file.path))))
            } else {
                console.output.writeLine("Wrote \(Self.count(stored.favourites.count)) to \(file.path).")
            }
        } else {
            console.output.write(try Self.exportText(stored))
        }
        if let note = FavouritesListViewData(rows: [], unreadableCount: stored.unreadableCount).unreadableNote { console.note(note + " They are not in the export.") }
    }

    func renderImported(added: Int, updated: Int) throws {
        if console.wantsJSON { return console.output.write(try JSONDocument.render(FavouritesChangeDocument(imported: .init(added: added, updated: updated)))) }
        let already = updated == 0 ? "" : "; \(updated) already kept took the imported note"
        console.output.writeLine("Added \(Self.count(added))\(already).")
    }

    static func exportText(_ stored: StoredFavourites) throws -> String {
        try JSONDocument.render(FavouritesExport(stored.favourites))
    }

    private func renderTable(_ list: FavouritesListViewData) {
        guard !list.rows.isEmpty else {
            console.output.writeLine("You keep no favourites yet.")
            return console.note("Keep one with `foodybite favourites add ID` (an id nearby or search prints).")
        }
        let table = TextTable(columns: [
            .init("#", alignment: .right), .init("NAME", maxWidth: picksByNumber ? 26 : 36), .init("CUISINE", maxWidth: picksByNumber ? 12 : 22),
            .init("RATING"), .init("OPEN", maxWidth: picksByNumber ? 8 : nil), .init("NOTE", maxWidth: picksByNumber ? 10 : 30),
        ] + (picksByNumber ? [] : [.init("ID")]))
        let rows = list.rows.enumerated().map { index, row -> [TextTable.Cell] in
            [
                TextTable.Cell(String(index + 1)), TextTable.Cell("★ " + row.name, attribute: .bold, link: MapLinks.place(id: row.id, at: row.location, on: mapService)),
                TextTable.Cell(row.cuisines.isEmpty ? "–" : row.cuisines.joined(separator: ", "), attribute: .dim),
                TextTable.Cell(row.ratingText, attribute: .yellow), TextTable.Cell(row.openText, attribute: row.restaurant?.isOpen == true ? .green : .dim),
                TextTable.Cell(row.favourite.note ?? ""),
            ] + (picksByNumber ? [] : [TextTable.Cell(row.id, attribute: .dim)])
        }
        console.output.write(table.render(rows: rows, style: console.style))
    }

    private static func count(_ count: Int) -> String {
        "\(count) favourite\(count == 1 ? "" : "s")"
    }
}
