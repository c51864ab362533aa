import Shared
import SharedCLI

/// Asks which of several places of one name is meant, on stderr: the places numbered, best match
/// first; Enter takes the first. Three answers that are no number of the list choose none.
@MainActor
struct PlaceChoicePrompt {
    static let attempts = 3

    let console: Console

    func choose(among places: [NamedPlace]) -> NamedPlace? {
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
