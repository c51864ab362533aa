import Foundation

/// A place looked up by what a person types: "Alfama", "Vaduz", "Rua Augusta, Lisboa". The part before
/// the first comma names the place (`Gazetteer`); the parts after it (a town, a district) keep those
/// whose name or area has their words, and when none has, every place of that name is answered, larger
/// places first.
public struct PlaceNameLookup: Sendable {
    /// Places of the name read before the parts after a comma choose among them: enough for every street
    /// of a common name in a country's towns ("Rua Augusta" has dozens in Portugal), so that the town
    /// asked for is among them, and still a bounded read.
    static let candidateLimit = 1_000

    private let gazetteer: any Gazetteer

    public init(gazetteer: any Gazetteer) {
        self.gazetteer = gazetteer
    }

    public func places(for text: String, limit: Int) async throws -> [GazetteerEntry] {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard limit > 0, let name = parts.first else { return [] }
        guard parts.count > 1 else { return try await gazetteer.places(named: name, limit: limit) }
        let candidates = try await gazetteer.places(named: name, limit: max(limit, Self.candidateLimit))
        let qualifiers = GazetteerEntry.lookupWords(in: parts.dropFirst().joined(separator: " "))
        let qualified = candidates.filter { entry in
            let words = ([entry.name, entry.area ?? ""] + entry.otherNames.values).flatMap { SearchFolding.words(in: $0) }
            return qualifiers.allSatisfy { qualifier in words.contains { $0.hasPrefix(qualifier) } }
        }
        return Array((qualified.isEmpty ? candidates : qualified).prefix(limit))
    }
}
