import FoodybiteServer

/// Russian names for one generated restaurant in `share`: the generator's vocabulary is Lisbon's, and
/// without them the comparison's Cyrillic autocomplete inputs would only ever measure finding nothing.
/// Deterministic, by the restaurant's place in the generated order.
struct RussianRestaurantNames: Sendable {
    static let share = 20
    private static let kinds = ["Пельменная", "Столовая", "Ресторан", "Блинная", "Шашлычная", "Кафе", "Борщ и Хлеб", "Чайхана"]
    private static let names = ["Арбат", "у Саши", "Белые ночи", "на Невском", "Самовар", "Берёзка", "Калинка", "Тройка", "Садко"]

    /// `restaurant`, renamed when `position` (its place in the generated order) falls to this share.
    static func applied(to restaurant: CatalogRestaurant, at position: Int) -> CatalogRestaurant {
        guard position % share == 0 else { return restaurant }
        let index = position / share
        var renamed = restaurant
        renamed.name = "\(kinds[index % kinds.count]) \(names[(index / kinds.count) % names.count])"
        return renamed
    }
}
