import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog: CatalogWordIndex {
    /// The words of the full-text index (`restaurantSearchWords`) starting with `prefix`, from those of
    /// every length kept while the index is unchanged (`SearchWordCache`). When the index has changed
    /// since its words were kept, every word is read again in the background (at most every ten minutes).
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        guard limit > 0 else { return [] }
        let (words, readsEveryWord) = try await readers.read { [wordCache] db in
            let structure = try Self.searchIndexStructure(db)
            let readsEveryWord = wordCache.claimsEveryWordRead(for: structure)
            if let words = try wordCache.words(startingWith: prefix, structure: structure, load: { most in
                try Self.indexedWords(startingWith: prefix, lengths: 0...Int(Int32.max), limit: most, in: db)
            }) {
                return (Array(words.lazy.filter { lengths.contains($0.unicodeScalars.count) }.prefix(limit)), readsEveryWord)
            }
            return (try Self.indexedWords(startingWith: prefix, lengths: lengths, limit: limit, in: db), readsEveryWord)
        }
        if readsEveryWord {
            Task.detached(priority: .background) { [self] in try? await keepEveryWord() }
        }
        return words
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

    /// Whether the words kept show that the index has no word starting with one of the text's words
    /// longer than its indexed prefixes (never when they are not kept): nothing matches the text then,
    /// and the matches of those words cut to the indexed prefixes (a misspelt `barrerio` cut to the
    /// `barre` of every "Barreiro") need not be read and checked. Only words of lowercase ASCII letters
    /// and digits are looked for: the index's words are as its tokenizer folds them (lowercase, Latin
    /// accents removed, other scripts' kept), which a word typed otherwise need not start like.
    func surelyMatchesNothing(_ text: String, in db: Database) throws -> Bool {
        let longWords = CatalogSearchPattern.words(in: text).filter { word in
            word.utf8.count > CatalogSearchPattern.longestIndexedPrefix && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
        guard !longWords.isEmpty else { return false }
        let structure = try Self.searchIndexStructure(db)
        return longWords.contains { wordCache.surelyLacksWord(startingWith: $0, structure: structure) }
    }

    /// The index's version: FTS5's structure record, rewritten by every change to it, and the schema's
    /// version, which a rebuilt catalog swapped in changes (its index's record could equal the last's).
    private static func searchIndexStructure(_ db: Database) throws -> Data {
        // Cached: read on every search with a long word (`surelyMatchesNothing`).
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
