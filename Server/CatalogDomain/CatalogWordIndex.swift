/// The words a catalog's search index holds (folded as search folds them), for correcting a misspelt
/// search word (`SearchWordCorrector`).
public protocol CatalogWordIndex: Sendable {
    /// Indexed words starting with `prefix` whose lengths (in characters) lie in `lengths`; at most
    /// `limit`, in no particular order.
    func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String]

    /// How many restaurants have each of `words` (none: absent).
    func restaurantCounts(of words: [String]) async throws -> [String: Int]
}
