import SharedCLI

@MainActor
public struct PreferencesView {
    private struct Document: Encodable {
        let radius: Int
        let minRating: Double
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func render(_ preferences: PreferencesViewData) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(Document(radius: preferences.radius, minRating: preferences.minimumRating)))
        }
        console.output.writeLine("Radius:         \(preferences.radiusText) (\(preferences.radius) m)")
        console.output.writeLine("Minimum rating: \(preferences.minimumRatingText)")
        if preferences.isDefault {
            console.note("These are the defaults; change them with `foodybite preferences set`.")
        }
    }
}
