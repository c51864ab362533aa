import ArgumentParser
import CatalogDomain

/// How many of the generated restaurants are rated: all (a synthetic catalog), none (an OpenStreetMap
/// import as it arrives) or one in twenty (an import once a few have Foodybite reviews).
enum CatalogRatings: String, ExpressibleByArgument, CaseIterable {
    case all
    case none
    case fivePercent = "five-percent"

    /// The batch as this share of it rated: the others lose their rating, count and reviews. Which keep
    /// them depends on the position only, so every store gets the same catalog.
    func apply(to batch: inout [CatalogRestaurant], startingAt position: Int) {
        guard self != .all else { return }
        for index in batch.indices where self == .none || !(position + index).isMultiple(of: 20) {
            batch[index].rating = nil
            batch[index].ratingsTotal = 0
            batch[index].reviews = []
        }
    }
}
