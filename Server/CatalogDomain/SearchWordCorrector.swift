/// Corrects the words of a search that found too little from the words the catalog holds, as
/// Elasticsearch's fuzziness AUTO does: a word of 4 to 7 letters may be 1 edit away from an indexed
/// word, a longer word 2 (`EditDistance`: insert, delete, substitute, swap). The first two letters
/// are taken as typed, or swapped; the closest word wins (the word itself, when indexed), then the one
/// more restaurants have.
public struct SearchWordCorrector: Sendable {
    /// Shorter words are left as typed: one edit away from a three-letter word is too much else.
    static let shortestCorrected = 4
    /// Candidates read per prefix at most.
    static let candidateLimit = 5_000

    private let words: any CatalogWordIndex

    public init(words: any CatalogWordIndex) {
        self.words = words
    }

    /// The text with its words corrected, folded and joined by spaces; nil when no word changed.
    public func corrected(_ text: String) async throws -> String? {
        var changed = false
        var corrected: [String] = []
        for word in SearchFolding.queryWords(in: text) {
            if let correction = try await correction(of: word), correction != word {
                corrected.append(correction)
                changed = true
            } else {
                corrected.append(word)
            }
        }
        return changed ? corrected.joined(separator: " ") : nil
    }

    private func correction(of word: String) async throws -> String? {
        let letters = Array(word.unicodeScalars)
        guard letters.count >= Self.shortestCorrected else { return nil }
        let allowed = letters.count >= 8 ? 2 : 1
        let lengths = (letters.count - allowed)...(letters.count + allowed)
        let asTyped = String(String.UnicodeScalarView(letters.prefix(2)))
        let swapped = String(String.UnicodeScalarView([letters[1], letters[0]]))
        var closest: [String] = [], closestDistance = Int.max
        for prefix in Set([asTyped, swapped]) {
            for candidate in try await words.indexedWords(startingWith: prefix, lengths: lengths, limit: Self.candidateLimit) {
                guard let distance = EditDistance.between(letters, Array(candidate.unicodeScalars), limit: allowed),
                      distance <= closestDistance else { continue }
                if distance < closestDistance { (closest, closestDistance) = ([], distance) }
                closest.append(candidate)
            }
        }
        guard closest.count > 1 else { return closest.first }
        // Counted only now: counting every candidate would read every restaurant having one.
        let counts = try await words.restaurantCounts(of: closest)
        return closest.min { (-(counts[$0] ?? 0), $0) < (-(counts[$1] ?? 0), $1) }
    }
}
