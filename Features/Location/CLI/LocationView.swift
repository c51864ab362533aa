import Shared
import SharedCLI

@MainActor
public struct LocationView {
    private struct Document: Encodable {
        struct Place: Encodable {
            let name: String
            let address: String?
            let latitude: Double
            let longitude: Double

            init(_ place: NamedPlace) {
                name = place.name
                address = place.address
                latitude = place.coordinates.latitude
                longitude = place.coordinates.longitude
            }
        }

        let latitude: Double
        let longitude: Double
        let source: String
        /// After `set PLACE`: the place saved, and the others of its name.
        let place: Place?
        let otherPlaces: [Place]?
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func render(_ location: LocationViewData, after action: LocationAction) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(Document(
                latitude: location.latitude, longitude: location.longitude, source: location.source.rawValue,
                place: location.place.map(Document.Place.init), otherPlaces: location.place == nil ? nil : location.otherPlaces.map(Document.Place.init)
            )))
        }
        switch action {
        case .show:
            console.output.writeLine("\(location.coordinatesText) (\(location.source.explanation))")
        case .set, .setPlace:
            let saved = location.place.map { "\($0.label) (\($0.coordinates.queryValue))" } ?? location.coordinatesText
            console.output.writeLine("Saved \(location.source == .saved ? saved : "your location").")
            if !location.otherPlaces.isEmpty {
                let others = location.otherPlaces.prefix(4).map { "\($0.label) (\($0.coordinates.queryValue))" }.joined(separator: "; ")
                console.note("Also of that name: \(others). Add the town after a comma, or give LAT,LON, to choose another.")
            }
            if location.source == .environment {
                console.note("FOODYBITE_LOCATION (\(location.coordinatesText)) takes precedence while it is set.")
            }
        case .clear:
            console.output.writeLine("Forgot your saved location; now using \(location.coordinatesText) (\(location.source.explanation)).")
        }
    }
}
