import FoodVocabulary

/// The keyword a catalog is searched for from what a person typed: its words folded, each once,
/// without the words for any place to eat ("pizza restaurant" → `pizza`). A word for a cuisine
/// (`pizzeria`, `vegano`) stays: the catalog indexes the cuisines' words (`RestaurantSearchText`).
public enum SearchKeyword {
    /// Nil when no word is left: the text asks for any restaurant.
    public static func from(_ text: String) -> String? {
        let words = SearchFolding.queryWords(in: text).filter { !FoodVocabulary.wordsForAnyPlaceToEat.contains($0) }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
