import CatalogDomain

/// A gazetteer of given entries, matched as `SQLiteGazetteer` matches them: for route tests and the
/// in-memory server.
package struct InMemoryGazetteer: Gazetteer {
    private let entries: [GazetteerEntry]

    package init(entries: [GazetteerEntry] = []) {
        self.entries = entries
    }

    package func places(named text: String, limit: Int) async throws -> [GazetteerEntry] {
        let words = GazetteerEntry.lookupWords(in: text)
        guard !words.isEmpty, limit > 0 else { return [] }
        return Array(entries
            .filter { entry in let text = entry.searchText; return words.allSatisfy { text.contains(" \($0)") } }
            .sorted { ($0.kind, $0.name, $0.key) < ($1.kind, $1.name, $1.key) }
            .prefix(limit))
    }
}
