import Shared

/// Asks which of several places of one name is meant, on stderr: the places numbered, best match
/// first; Enter takes the first. Three answers that are no number of the list choose none.
@MainActor
public struct PlaceChoicePrompt {
    static let attempts = 3

    let console: Console

    public init(console: Console) {
        self.console = console
    }

    /// How a search chooses among the places of a name: asking on a terminal, else (and for output other
    /// tools read, which lists the others) the best match.
    public static func chooser(for console: Console) -> @MainActor ([NamedPlace]) -> NamedPlace? {
        guard console.offersMenus else { return { $0.first } }
        let prompt = PlaceChoicePrompt(console: console)
        return { prompt.choose(among: $0) }
    }

    /// "Also of that name: …" for the places not chosen, when there are any.
    public static func otherPlacesNote(_ others: [NamedPlace]) -> String? {
        guard !others.isEmpty else { return nil }
        let listed = others.prefix(4).map { "\(TerminalText.line($0.label)) (\($0.coordinates.queryValue))" }.joined(separator: "; ")
        return "Also of that name: \(listed). Add the town after a comma, or give LAT,LON, to choose another."
    }

    public func choose(among places: [NamedPlace]) -> NamedPlace? {
        guard places.count > 1 else { return places.first }
        console.errors.writeLine("Places of that name:")
        for (index, place) in places.enumerated() {
            console.errors.writeLine("  \(index + 1). \(TerminalText.line(place.label)) (\(place.coordinates.queryValue))")
        }
        for _ in 0..<Self.attempts {
            console.errors.write("Which one? [1-\(places.count), Enter for 1] ")
            guard let line = console.input.readLine() else { return places.first }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return places.first }
            if let number = Int(answer), (1...places.count).contains(number) { return places[number - 1] }
            console.note("Answer with a number from 1 to \(places.count).")
        }
        return nil
    }
}
