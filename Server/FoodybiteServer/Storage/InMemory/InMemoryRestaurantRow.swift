import CatalogDomain

/// A row of the in-memory `restaurant` table: the restaurant as written (with its catalog rating) and
/// its row id, the order of insertion that breaks ties.
struct InMemoryRestaurantRow: Sendable {
    let rowID: Int64
    var restaurant: CatalogRestaurant
}
