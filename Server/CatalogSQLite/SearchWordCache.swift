import CatalogDomain
import Foundation
import Synchronization

/// The full-text index's words by the letters they start with, as typo correction reads them
/// (`SQLiteRestaurantCatalog+WordIndex`), kept while the index is unchanged: listing a prefix's words
/// reads every one of their posting lists (10 to 20 ms for two letters at a million restaurants), and
/// the same few hundred two-letter prefixes are asked again and again, for words of every length. A
/// prefix's words are kept whatever their length, so one read serves every length asked. FTS5 rewrites
/// its structure record on every change to the index, so a different record drops every word kept.
final class SearchWordCache: Sendable {
    /// Prefixes kept at most; past them the cache starts over.
    static let maximumPrefixes = 2_048
    /// Words of one prefix kept at most: a prefix with more is read with its lengths each time.
    static let maximumWordsPerPrefix = 20_000

    private let state = Mutex<(structure: Data?, words: [String: [String]?])>((nil, [:]))

    /// Every word starting with `prefix` in the index whose structure record is `structure`, loaded by
    /// `load` (given how many to read at most) when not kept; nil when there are more than
    /// `maximumWordsPerPrefix`.
    func words(startingWith prefix: String, structure: Data, load: (_ limit: Int) throws -> [String]) rethrows -> [String]? {
        let kept = state.withLock { state -> [String]?? in
            guard state.structure == structure else { return nil }
            return state.words[prefix]
        }
        if let kept { return kept }
        let loaded = try load(Self.maximumWordsPerPrefix + 1)
        let words = loaded.count > Self.maximumWordsPerPrefix ? nil : loaded
        state.withLock { state in
            if state.structure != structure || state.words.count >= Self.maximumPrefixes { state = (structure, [:]) }
            state.words[prefix] = .some(words)
        }
        return words
    }
}
