import CatalogDomain

/// The demo catalog a batch at a time, in order: the restaurants `DemoCatalogGenerator.restaurants()`
/// gives, without holding them all (a million take gigabytes).
public struct DemoCatalogBatches: Sequence, Sendable {
    package let generator: DemoCatalogGenerator
    package let size: Int

    public struct Iterator: IteratorProtocol, Sendable {
        package let generator: DemoCatalogGenerator
        package let size: Int
        package var start = 0

        public mutating func next() -> [CatalogRestaurant]? {
            let end = Swift.min(Swift.max(0, generator.count), start + size)
            guard start < end else { return nil }
            defer { start = end }
            return (start..<end).map(generator.restaurant(at:))
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(generator: generator, size: size)
    }
}
