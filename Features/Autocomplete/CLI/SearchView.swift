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
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(Document(predictions: search.rows.map {
                .init(
                    id: $0.id, text: $0.text, name: $0.name, secondaryText: $0.area.isEmpty ? nil : $0.area, distanceMeters: $0.distanceMeters,
                    beyondRadius: $0.isBeyondRadius, rating: $0.rating, ratingsCount: $0.ratingsCount, isOpen: $0.isOpen
                )
            }, otherPlaces: search.otherPlaces.isEmpty ? nil : search.otherPlaces.map(NamedPlaceDocument.init))))
        }
        if search.center.source == .place {
            console.note("Favouring restaurants around \(search.center.description).")
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
                TextTable.Cell(String(index + 1)), TextTable.Cell(row.name, attribute: .bold), TextTable.Cell(row.area), TextTable.Cell(row.distanceText),
            ] + (standing ? [TextTable.Cell(row.ratingText), TextTable.Cell(row.openText)] : []) + [TextTable.Cell(row.id, attribute: .dim)]
        }
        console.output.write(table.render(rows: rows, style: console.style))
        if let note = search.beyondRadiusNote {
            console.note(note)
        }
        console.note("Open one with `foodybite details ID`.")
    }
}
