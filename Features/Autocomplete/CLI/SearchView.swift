import SharedCLI

@MainActor
public struct SearchView {
    private struct Document: Encodable {
        struct Prediction: Encodable {
            let id: String
            let text: String
            let name: String
            @NullEncodable var secondaryText: String?
            @NullEncodable var distanceMeters: Int?
            let beyondRadius: Bool
            @NullEncodable var rating: Double?
            @NullEncodable var ratingsCount: Int?
            @NullEncodable var isOpen: Bool?
            /// Whether the person keeps it as a favourite.
            let favourite: Bool

            init(_ row: SearchViewData.Row) {
                id = row.id
                text = row.text
                name = row.name
                secondaryText = row.area.isEmpty ? nil : row.area
                distanceMeters = row.distanceMeters
                beyondRadius = row.isBeyondRadius
                rating = row.rating
                ratingsCount = row.ratingsCount
                isOpen = row.isOpen
                favourite = row.isFavourite
            }
        }

        let predictions: [Prediction]
        /// With --near: the others of the name, best match first, when there are any.
        let otherPlaces: [NamedPlaceDocument]?
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func render(_ search: SearchViewData) throws {
        switch console.format {
        case .table:
            renderText(search)
        case .json:
            console.output.write(try JSONDocument.render(Document(
                predictions: search.rows.map(Document.Prediction.init), otherPlaces: search.otherPlaces.isEmpty ? nil : search.otherPlaces.map(NamedPlaceDocument.init)
            )))
        case .geojson:
            // Predictions carry no position: unlocated features, as RFC 7946 allows.
            let features = search.rows.map { GeoJSONFeatureCollection.Feature(id: $0.id, location: nil, properties: Document.Prediction($0)) }
            console.output.write(try JSONDocument.render(GeoJSONFeatureCollection(features: features)))
            console.note("Search answers carry no positions, so the features have no geometry; `foodybite nearby WORDS --format geojson` places them.")
        case .csv, .tsv:
            console.writeRecords(header: SearchRecord.header, records: search.rows.map(SearchRecord.fields))
        }
    }

    private func renderText(_ search: SearchViewData) {
        if search.center.source == .place {
            console.note("Favouring restaurants around \(TerminalText.line(search.center.description)).")
        }
        if let note = PlaceChoicePrompt.otherPlacesNote(search.otherPlaces) {
            console.note(note)
        }
        guard !search.rows.isEmpty else {
            console.output.writeLine("No restaurant matches \"\(TerminalText.line(search.text))\".")
            return
        }
        let standing = search.showsStanding
        let table = TextTable(columns: [
            .init("#", alignment: .right), .init("NAME", maxWidth: 36), .init("WHERE", maxWidth: 40), .init("DISTANCE", alignment: .right),
        ] + (standing ? [.init("RATING"), .init("OPEN")] : []) + [.init("ID")])
        let rows = search.rows.enumerated().map { index, row -> [TextTable.Cell] in
            [
                TextTable.Cell(String(index + 1)), TextTable.Cell(row.isFavourite ? "★ " + row.name : row.name, attribute: .bold), TextTable.Cell(row.area), TextTable.Cell(row.distanceText),
            ] + (standing ? [TextTable.Cell(row.ratingText), TextTable.Cell(row.openText)] : []) + [TextTable.Cell(row.id, attribute: .dim)]
        }
        console.output.write(table.render(rows: rows, style: console.style))
        if let note = search.beyondRadiusNote {
            console.note(note)
        }
        console.note("Open one with `foodybite details ID`.")
    }
}
