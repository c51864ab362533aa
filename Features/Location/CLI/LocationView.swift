import SharedCLI

@MainActor
public struct LocationView {
    private struct Document: Encodable {
        let latitude: Double
        let longitude: Double
        let source: String
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func render(_ location: LocationViewData, after action: LocationAction) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(Document(latitude: location.latitude, longitude: location.longitude, source: location.source.rawValue)))
        }
        switch action {
        case .show:
            console.output.writeLine("\(location.coordinatesText) (\(location.source.explanation))")
        case .set:
            console.output.writeLine("Saved \(location.source == .saved ? location.coordinatesText : "your location").")
            if location.source == .environment {
                console.note("FOODYBITE_LOCATION (\(location.coordinatesText)) takes precedence while it is set.")
            }
        case .clear:
            console.output.writeLine("Forgot your saved location; now using \(location.coordinatesText) (\(location.source.explanation)).")
        }
    }
}
