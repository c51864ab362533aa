import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog: CatalogWordIndex {
    /// The words of the full-text index (`restaurantSearchWords`) starting with `prefix`, from those of
    /// every length kept while the index is unchanged (`SearchWordCache`). When the index has changed
    /// since its words were kept, every word is read again in the background (at most every ten minutes).
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        guard limit > 0 else { return [] }
        return try await readers.read { [self] db in
            let structure = try Self.searchIndexStructure(db)
            readEveryWordIfDue(for: structure)
            if let words = try wordCache.words(startingWith: prefix, structure: structure, load: { most in
                try Self.indexedWords(startingWith: prefix, lengths: 0...Int(Int32.max), limit: most, in: db)
            }) {
                return Array(words.lazy.filter { lengths.contains($0.unicodeScalars.count) }.prefix(limit))
            }
            return try Self.indexedWords(startingWith: prefix, lengths: lengths, limit: limit, in: db)
        }
    }

    /// Starts reading every word of the index in the background when the words kept are another index's
    /// and none were read lately (`SearchWordCache.claimsEveryWordRead`).
    private func readEveryWordIfDue(for structure: Data) {
        guard wordCache.claimsEveryWordRead(for: structure) else { return }
        Task.detached(priority: .background) { [self] in try? await keepEveryWord() }
    }

    /// Reads every word of the full-text index into `wordCache` (none when there are more than
    /// `SearchWordCache.maximumWords`).
    package func keepEveryWord() async throws {
        try await readers.read { [wordCache] db in
            let structure = try Self.searchIndexStructure(db)
            let words = try String.fetchAll(db, sql: "SELECT term FROM restaurantSearchWords LIMIT ?", arguments: [SearchWordCache.maximumWords + 1])
            wordCache.keep(everyWord: words, structure: structure)
        }
    }

    /// For the text's words longer than the indexed prefixes, the index's words each starts (folded as
    /// the index folds its words), where the words kept know them all (`SearchWordCache.completions`): a
    /// pattern then names those words (`CatalogSearchPattern.indexedPrefixPattern`) rather than cutting
    /// the typed word and checking every match of its first letters, and a word no indexed word starts
    /// with shows at once that nothing matches the text (a misspelt `barrerio` read every "Barreiro"):
    /// nil then.
    func wordCompletions(_ text: String, in db: Database) throws -> [String: [String]]? {
        let longWords = CatalogSearchPattern.words(in: text).filter { $0.utf8.count > CatalogSearchPattern.longestIndexedPrefix }
        guard !longWords.isEmpty else { return [:] }
        let structure = try Self.searchIndexStructure(db)
        readEveryWordIfDue(for: structure)
        var completions: [String: [String]] = [:]
        for word in longWords where word.unicodeScalars.allSatisfy(Self.foldsAsTheIndexFolds) {
            // As the index folds it (case, accents): what its words start like.
            let folded = SearchFolding.words(in: word)
            guard folded.count == 1, let words = wordCache.completions(of: folded[0], structure: structure) else { continue }
            guard !words.isEmpty else { return nil }
            completions[word] = words
        }
        return completions
    }

    /// ASCII and the Latin-1 letters (`LatinOneFolding`): Foundation folds them as the index's tokenizer
    /// does, as it does not fold every other letter (a ligature such as `ﬁ` it spells out, the index keeps).
    private static func foldsAsTheIndexFolds(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII || ((0xC0...0xFF).contains(scalar.value) && scalar.value != 0xD7 && scalar.value != 0xF7)
    }

    /// The index's version: FTS5's structure record, rewritten by every change to it, and the schema's
    /// version, which a rebuilt catalog swapped in changes (its index's record could equal the last's).
    private static func searchIndexStructure(_ db: Database) throws -> Data {
        // Cached: read on every search with a long word (`wordCompletions`).
        let record = try Data.fetchOne(db.cachedStatement(sql: "SELECT block FROM restaurantSearch_data WHERE id = 10")) ?? Data()
        let schemaVersion = try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA schema_version")) ?? 0
        return record + withUnsafeBytes(of: schemaVersion.littleEndian) { Data($0) }
    }

    private static func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int, in db: Database) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT term FROM restaurantSearchWords
            WHERE term >= ? AND term < ? || char(1114111) AND length(term) BETWEEN ? AND ?
            LIMIT ?
            """), arguments: [prefix, prefix, lengths.lowerBound, lengths.upperBound, limit])
    }

    /// Each word's count of restaurants in the full-text index, read from its posting list.
    public func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        try await readers.read { db in
            let statement = try db.cachedStatement(sql: "SELECT doc FROM restaurantSearchWords WHERE term = ?")
            var counts: [String: Int] = [:]
            for word in Set(words) {
                if let count = try Int.fetchOne(statement, arguments: [word]) { counts[word] = count }
            }
            return counts
        }
    }
}
