import Shared
import SharedCLI

@MainActor
public struct LocationView {
    private struct Document: Encodable {
        let latitude: Double
        let longitude: Double
        let source: String
        /// After `set PLACE`: the place saved, and the others of its name.
        let place: NamedPlaceDocument?
        let otherPlaces: [NamedPlaceDocument]?
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func render(_ location: LocationViewData, after action: LocationAction) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(Document(
                latitude: location.latitude, longitude: location.longitude, source: location.source.rawValue,
                place: location.place.map(NamedPlaceDocument.init), otherPlaces: location.place == nil ? nil : location.otherPlaces.map(NamedPlaceDocument.init)
            )))
        }
        switch action {
        case .show:
            console.output.writeLine("\(location.coordinatesText) (\(location.source.explanation))")
        case .set, .setPlace:
            let saved = location.place.map { "\($0.label) (\($0.coordinates.queryValue))" } ?? location.coordinatesText
            console.output.writeLine("Saved \(location.source == .saved ? saved : "your location").")
            if let note = PlaceChoicePrompt.otherPlacesNote(location.otherPlaces) {
                console.note(note)
            }
            if location.source == .environment {
                console.note("FOODYBITE_LOCATION (\(location.coordinatesText)) takes precedence while it is set.")
            }
        case .clear:
            console.output.writeLine("Forgot your saved location; now using \(location.coordinatesText) (\(location.source.explanation)).")
        }
    }
}
