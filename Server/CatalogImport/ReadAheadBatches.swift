import CatalogDomain

/// Batches read on a task of their own, ahead of the destination that writes them: reading the next
/// batches (parsing and mapping the file) overlaps writing the last, so on two cores each side has one.
/// At most `capacity` batches wait to be written, so memory stays bounded. A failure while reading
/// reaches the destination after the batches read before it; `stop()` (the destination finished,
/// failed or was cancelled) ends the reading before its next batch.
final class ReadAheadBatches: CatalogImportBatches {
    private let channel: ReadAheadChannel<[CatalogRestaurant]>
    private let reader: Task<Void, Never>
    let expectedCount: Int?

    /// `read` answers the next batch, or nil after the last; it is never called again after that, after
    /// it throws, or after `stop()`.
    init(capacity: Int, expectedCount: Int? = nil, read: @escaping @Sendable () async throws -> [CatalogRestaurant]?) {
        self.expectedCount = expectedCount
        let channel = ReadAheadChannel<[CatalogRestaurant]>(capacity: capacity)
        self.channel = channel
        reader = Task {
            do {
                while await channel.waitForRoom() {
                    guard let batch = try await read() else { return channel.finish() }
                    if !batch.isEmpty { channel.put(batch) }
                }
            } catch {
                channel.finish(throwing: error)
            }
        }
    }

    deinit { stop() }

    /// Throws `CancellationError` when the writing task is cancelled, which also stops the reading.
    func next() async throws -> [CatalogRestaurant]? {
        try await withTaskCancellationHandler {
            try await channel.take()
        } onCancel: {
            stop()
        }
    }

    func stop() {
        channel.stop()
        reader.cancel()
    }

    /// Returns once the reading has ended: after the last batch, a failure, or `stop()`.
    func readingEnded() async {
        await reader.value
    }
}
