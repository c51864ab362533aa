import CatalogDomain

/// A row of the in-memory `restaurant` table: the restaurant as written (with its catalog rating) and
/// its row id, the order of insertion that breaks ties.
package struct InMemoryRestaurantRow: Sendable {
    package let rowID: Int64
    package var restaurant: CatalogRestaurant

    package init(rowID: Int64, restaurant: CatalogRestaurant) {
        self.rowID = rowID
        self.restaurant = restaurant
    }
}
