import CatalogDomain
import FoodybiteServer

/// Russian names for one generated restaurant in `share`: the generator's vocabulary is Lisbon's, and
/// without them the comparison's Cyrillic autocomplete inputs would only ever measure finding nothing.
/// Deterministic, by the restaurant's place in the generated order.
enum RussianRestaurantNames {
    static let share = 20
    /// The first word of each name, lowercased: what the Cyrillic inputs are cut from.
    static let words = kinds.map { String($0.split(separator: " ")[0]).lowercased() }
    private static let kinds = ["Пельменная", "Столовая", "Ресторан", "Блинная", "Шашлычная", "Кафе", "Борщ и Хлеб", "Чайхана"]
    private static let places = ["Арбат", "у Саши", "Белые ночи", "на Невском", "Самовар", "Берёзка", "Калинка", "Тройка", "Садко"]

    /// Renames the restaurants of `batch` that fall to this share; `position` is the batch's first
    /// restaurant's place in the generated order.
    static func apply(to batch: inout [CatalogRestaurant], startingAt position: Int) {
        for offset in stride(from: (share - position % share) % share, to: batch.count, by: share) {
            let index = (position + offset) / share
            batch[offset].name = "\(kinds[index % kinds.count]) \(places[(index / kinds.count) % places.count])"
        }
    }

    /// Whether `name` is one of these (the Latin autocomplete inputs are cut from the other names).
    static func isRussian(_ name: String) -> Bool {
        kinds.contains { name.hasPrefix($0 + " ") }
    }
}
