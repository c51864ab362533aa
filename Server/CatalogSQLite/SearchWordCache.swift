import CatalogDomain
import Foundation
import Synchronization

/// The full-text index's words by the letters they start with, as typo correction reads them
/// (`SQLiteRestaurantCatalog+WordIndex`), kept while the index is unchanged: listing a prefix's words
/// reads every one of their posting lists (milliseconds on a large catalog), and the same few hundred
/// two-letter prefixes are asked again and again. FTS5 rewrites its structure record on every change
/// to the index, so a different record drops every word kept.
final class SearchWordCache: Sendable {
    /// Prefixes kept at most; past them the cache starts over.
    static let maximumPrefixes = 2_048

    private struct Key: Hashable {
        let prefix: String
        let lengths: ClosedRange<Int>
        let limit: Int
    }

    private let state = Mutex<(structure: Data?, words: [Key: [String]])>((nil, [:]))

    /// The words of `prefix` of these lengths (at most `limit`) for the index whose structure record is
    /// `structure`, loaded by `load` when not kept.
    func words(
        startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int, structure: Data, load: () throws -> [String]
    ) rethrows -> [String] {
        let key = Key(prefix: prefix, lengths: lengths, limit: limit)
        let kept = state.withLock { state -> [String]? in
            guard state.structure == structure else { return nil }
            return state.words[key]
        }
        if let kept { return kept }
        let words = try load()
        state.withLock { state in
            if state.structure != structure || state.words.count >= Self.maximumPrefixes { state = (structure, [:]) }
            state.words[key] = words
        }
        return words
    }
}
