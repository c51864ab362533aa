import CatalogDomain
import Foundation
import Synchronization

/// The full-text index's words by the letters they start with, as typo correction reads them and the
/// completions of long typed words (`SQLiteRestaurantCatalog+WordIndex`), kept while the index is unchanged: listing a prefix's words
/// reads every one of their posting lists (10 to 20 ms for two letters at a million restaurants), and
/// the same few hundred two-letter prefixes are asked again and again, for words of every length. A
/// prefix's words are kept whatever their length, so one read serves every length asked, and every
/// word of the index is read at once now and then (`claimsEveryWordRead`), so that a running server
/// seldom reads a prefix on its own. FTS5 rewrites its structure record on every change to the index,
/// so a different record drops every word kept.
final class SearchWordCache: Sendable {
    /// Prefixes kept at most; past them the cache starts over (and every word read at once is not kept).
    static let maximumPrefixes = 65_536
    /// Words of one prefix kept at most: a prefix with more is read with its lengths each time.
    static let maximumWordsPerPrefix = 20_000
    /// Words of the whole index kept at most from one read of them all.
    static let maximumWords = 1_000_000
    /// The least time between two reads of every word: an index changed every minute (OpenStreetMap's
    /// diffs) is read whole at most this often, and prefix by prefix in between.
    static let everyWordReadInterval = Duration.seconds(600)

    private let state = Mutex<(structure: Data?, words: [String: [String]?])>((nil, [:]))
    private let lastEveryWordRead = Mutex<ContinuousClock.Instant?>(nil)

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

    /// Every word of the index whose structure record is `structure` that starts with `word`, in the
    /// index's order, when the words kept show them all; nil when the words of its first two letters are
    /// not kept, when `word` is not of lowercase ASCII letters and digits, or when a word sharing its
    /// indexed prefix is not (such as `straße`, which may be typed `strasse`): the index's words are as its
    /// tokenizer folds them, which a word typed otherwise need not start like.
    func completions(of word: String, structure: Data) -> [String]? {
        guard word.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }), word.utf8.count >= 2 else { return nil }
        let prefix = String(word.prefix(2))
        let indexedPrefix = word.utf8.prefix(CatalogSearchPattern.longestIndexedPrefix)
        return state.withLock { state in
            guard state.structure == structure, case .some(.some(let words)) = state.words[prefix] else { return nil }
            var completions: [String] = []
            for kept in words where kept.utf8.starts(with: indexedPrefix) {
                guard kept.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
                if kept.utf8.starts(with: word.utf8) { completions.append(kept) }
            }
            return completions
        }
    }

    /// Whether every word of the index should be read now, for `keep(everyWord:structure:)`: the words
    /// kept are another index's (or none), and none were read whole within `everyWordReadInterval`. True
    /// once for the caller that reads them.
    func claimsEveryWordRead(for structure: Data, now: ContinuousClock.Instant = .now) -> Bool {
        guard state.withLock({ $0.structure != structure }) else { return false }
        return lastEveryWordRead.withLock { last in
            if let last, now - last < Self.everyWordReadInterval { return false }
            last = now
            return true
        }
    }

    /// Keeps every word of the index whose structure record is `structure`, by their first two letters
    /// (as typo correction asks), in the index's order (their bytes'); the words kept of another index
    /// are dropped. Nothing is kept past `maximumWords` or `maximumPrefixes`.
    func keep(everyWord words: [String], structure: Data) {
        guard words.count <= Self.maximumWords else { return }
        let byPrefix = Dictionary(grouping: words.filter { $0.unicodeScalars.count >= 2 }) {
            CatalogSearchPattern.leadingCharacters(2, of: $0)
        }
        guard byPrefix.count < Self.maximumPrefixes else { return }
        state.withLock { state in
            if state.structure != structure { state = (structure, [:]) }
            for (prefix, words) in byPrefix where state.words[prefix] == nil {
                let inIndexOrder = words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                state.words[prefix] = .some(words.count > Self.maximumWordsPerPrefix ? nil : inIndexOrder)
            }
        }
    }
}
