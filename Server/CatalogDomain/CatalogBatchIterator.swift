import Synchronization

/// Batches of restaurants from any sequence (an array in memory, the demo generator's batches), handed
/// over one at a time; empty batches are passed over.
public final class CatalogBatchIterator<Batches: Sequence>: CatalogImportBatches
    where Batches.Element == [CatalogRestaurant], Batches.Iterator: Sendable {
    private let iterator: Mutex<Batches.Iterator>
    public let expectedCount: Int?

    public init(_ batches: Batches, expectedCount: Int? = nil) {
        iterator = Mutex(batches.makeIterator())
        self.expectedCount = expectedCount
    }

    public func next() async throws -> [CatalogRestaurant]? {
        iterator.withLock { iterator in
            while let batch = iterator.next() {
                if !batch.isEmpty { return batch }
            }
            return nil
        }
    }
}
