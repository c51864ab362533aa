import Synchronization

/// Batches of restaurants from any sequence (an array in memory, the demo generator's batches), handed
/// over one at a time; empty batches are passed over.
public final class CatalogBatchIterator<Batches: Sequence>: CatalogImportBatches
    where Batches.Element == [CatalogRestaurant], Batches.Iterator: Sendable {
    private let iterator: Mutex<Batches.Iterator>

    public init(_ batches: Batches) {
        iterator = Mutex(batches.makeIterator())
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
