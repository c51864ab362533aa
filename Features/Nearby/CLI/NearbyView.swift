import Foundation
import Shared
import SharedCLI

/// The nearby list: a table for people, the command-line contract's JSON with `--json`, and GeoJSON,
/// CSV or TSV for other tools (whose readers get the notes, credits included, on stderr).
@MainActor
public struct NearbyView {
    private let console: Console
    private let now: @Sendable () -> Date
    private let showsMap: Bool
    private let mapService: MapService
    private let picksByNumber: Bool

    /// With `showsMap`, the table is followed by a map of its restaurants; names link to their page on
    /// `mapService`'s map, on terminals that show links. With `picksByNumber` (the interactive list,
    /// where a restaurant is opened by its number) the table leaves the ids out and fits 80 columns.
    public init(
        console: Console, now: @escaping @Sendable () -> Date = Date.init, showsMap: Bool = false, mapService: MapService = .openStreetMap,
        picksByNumber: Bool = false
    ) {
        self.console = console
        self.now = now
        self.showsMap = showsMap
        self.mapService = mapService
        self.picksByNumber = picksByNumber
    }

    /// The same list, drawn with its map or not.
    func showingMap(_ showsMap: Bool) -> NearbyView {
        NearbyView(console: console, now: now, showsMap: showsMap, mapService: mapService, picksByNumber: picksByNumber)
    }

    static let mapRows = 18
    static let widestMap = 100

    public func render(_ nearby: NearbyViewData) throws {
        switch console.format {
        case .table:
            renderText(nearby)
        case .json:
            console.output.write(try JSONDocument.render(NearbyDocument(nearby)))
        case .geojson:
            let features = nearby.rows.map { GeoJSONFeatureCollection.Feature(id: $0.id, location: $0.location, properties: NearbyDocument.Restaurant($0)) }
            console.output.write(try JSONDocument.render(GeoJSONFeatureCollection(features: features)))
        case .csv, .tsv:
            console.writeRecords(header: NearbyRecord.header, records: nearby.rows.map(NearbyRecord.fields))
        }
        if [.geojson, .csv, .tsv].contains(console.format) {
            renderNotesForTools(nearby)
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

    private func renderMap(_ nearby: NearbyViewData) {
        let map = TerminalMap(columns: min(console.columns, Self.widestMap), rows: Self.mapRows)
        let markers = nearby.rows.enumerated().map { TerminalMap.Marker(label: String($0.offset + 1), location: $0.element.location) }
        console.output.writeLine("")
        console.output.write(map.render(
            center: nearby.center.coordinates, radiusMeters: Double(nearby.radius), markers: markers,
            centerName: nearby.center.placeName.map { TerminalText.line(String($0.prefix { $0 != "," })) }
        ))
        console.output.writeLine(console.style.apply(.dim, to: "@ \(TerminalText.line(nearby.center.description)) · numbers as in the list · dots: the \(DistanceFormatter.string(fromMeters: Double(nearby.radius))) searched"))
    }

    /// What the table says beside its rows, which these formats have no place for.
    private func renderNotesForTools(_ nearby: NearbyViewData) {
        if nearby.rows.isEmpty {
            console.note(nearby.emptyHint ?? "No restaurants found: try a larger --radius or a lower --min-rating.")
        }
        for attribution in nearby.credits.attributions {
            console.note(TerminalText.line(attribution))
        }
    }

    private func renderText(_ nearby: NearbyViewData) {
        guard !nearby.rows.isEmpty else {
            console.output.writeLine("No restaurants found: \(TerminalText.line(nearby.summary).replacingOccurrences(of: "0 restaurants ", with: "none ").replacingOccurrences(of: "0 of your", with: "none of your"))")
            console.note(nearby.emptyHint ?? "Try a larger --radius or a lower --min-rating.")
            return
        }
        console.output.writeLine(TerminalText.line(nearby.summary) + ":")
        // A source that names no cuisine (Google's legacy API) has no CUISINE column.
        let showsCuisines = nearby.rows.contains { !$0.cuisines.isEmpty }
        let table = TextTable(columns: [
            .init("#", alignment: .right), .init("NAME", maxWidth: picksByNumber ? 24 : 36),
        ] + (showsCuisines ? [.init("CUISINE", maxWidth: picksByNumber ? 12 : 22)] : []) + [
            .init("RATING"), .init("DISTANCE", alignment: .right), .init("PRICE"), .init("OPEN", maxWidth: picksByNumber ? 8 : nil),
        ] + (picksByNumber ? [] : [.init("ID")]))
        let rows = nearby.rows.enumerated().map { index, row -> [TextTable.Cell] in
            [
                TextTable.Cell(String(index + 1)),
                TextTable.Cell(
                    row.isFavourite ? "★ " + row.name : row.name, attribute: .bold, link: MapLinks.place(id: row.id, at: row.location, on: mapService)
                ),
            ] + (showsCuisines ? [TextTable.Cell(row.cuisineText, attribute: .dim)] : []) + [
                TextTable.Cell(row.ratingText, attribute: .yellow),
                TextTable.Cell(row.distanceText),
                TextTable.Cell(row.priceText, attribute: .dim),
                TextTable.Cell(row.openText, attribute: row.openNow == true ? .green : .dim),
            ] + (picksByNumber ? [] : [TextTable.Cell(row.id, attribute: .dim)])
        }
        console.output.write(table.render(rows: rows, style: console.style))
        if showsMap { renderMap(nearby) }
        // The data's credits, once, at the end of what the data shows.
        for attribution in nearby.credits.attributions {
            console.output.writeLine(TerminalText.line(attribution))
        }
    }
}
