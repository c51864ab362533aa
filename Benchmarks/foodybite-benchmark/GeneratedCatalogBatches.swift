import FoodybiteServer

/// The restaurants of several generators (a uniform area, or one per city), a batch at a time and one
/// generator after the other, so a million restaurants never sit in memory at once.
struct GeneratedCatalogBatches: Sequence, Sendable {
    let generators: [DemoCatalogGenerator]
    let size: Int

    struct Iterator: IteratorProtocol, Sendable {
        var remaining: ArraySlice<DemoCatalogGenerator>
        let size: Int
        var current: DemoCatalogBatches.Iterator?

        mutating func next() -> [CatalogRestaurant]? {
            while true {
                if let batch = current?.next() { return batch }
                guard let generator = remaining.popFirst() else { return nil }
                current = generator.batches(of: size).makeIterator()
            }
        }
    }

    func makeIterator() -> Iterator {
        Iterator(remaining: generators[...], size: size, current: nil)
    }
}
