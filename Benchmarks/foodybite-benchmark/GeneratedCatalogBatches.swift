import CatalogDomain
import DemoCatalog
import FoodybiteServer

/// The restaurants of several generators (a uniform area, or one per city), a batch at a time and one
/// generator after the other, so a million restaurants never sit in memory at once; one in
/// `RussianRestaurantNames.share` has a Russian name, and as many are rated as `ratings` says.
struct GeneratedCatalogBatches: Sequence, Sendable {
    let generators: [DemoCatalogGenerator]
    let size: Int
    var ratings = CatalogRatings.all

    struct Iterator: IteratorProtocol, Sendable {
        var remaining: ArraySlice<DemoCatalogGenerator>
        let size: Int
        let ratings: CatalogRatings
        var current: DemoCatalogBatches.Iterator?
        var position = 0

        mutating func next() -> [CatalogRestaurant]? {
            while true {
                if var batch = current?.next() {
                    RussianRestaurantNames.apply(to: &batch, startingAt: position)
                    ratings.apply(to: &batch, startingAt: position)
                    position += batch.count
                    return batch
                }
                guard let generator = remaining.popFirst() else { return nil }
                current = generator.batches(of: size).makeIterator()
            }
        }
    }

    func makeIterator() -> Iterator {
        Iterator(remaining: generators[...], size: size, ratings: ratings, current: nil)
    }
}
