/// The place names kept beside the catalog, as lookup reads them.
public protocol Gazetteer: Sendable {
    /// Entries whose names hold every word of `text` as the start of a word (folded as search folds:
    /// `vaduz` finds Vaduz, `lodz` Łódź), larger places first, then by name; at most `limit`.
    func places(named text: String, limit: Int) async throws -> [GazetteerEntry]
}
