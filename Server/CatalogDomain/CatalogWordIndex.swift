/// The words a catalog's search index holds (folded as search folds them), for correcting a misspelt
/// search word (`SearchWordCorrector`).
public protocol CatalogWordIndex: Sendable {
    /// Indexed words starting with `prefix` whose lengths (in characters) lie in `lengths`, with how
    /// many restaurants have each; at most `limit`, in no particular order.
    func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [IndexedWord]
}

public struct IndexedWord: Sendable, Equatable {
    public let word: String
    public let restaurantCount: Int

    public init(word: String, restaurantCount: Int) {
        self.word = word
        self.restaurantCount = restaurantCount
    }
}
