@testable import CatalogDomain
import FoodybiteServer
import Synchronization

/// Records the batches an import hands over, and stores nothing.
final class CatalogImportDestinationSpy: CatalogImportDestination {
    private let calls = Mutex<(batchSizes: [Int], replacingDemoCatalog: [Bool])>(([], []))

    var batchSizes: [Int] { calls.withLock { $0.batchSizes } }
    var replacingDemoCatalog: [Bool] { calls.withLock { $0.replacingDemoCatalog } }

    func importRestaurants(from batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        calls.withLock { $0.replacingDemoCatalog.append(replacingDemoCatalog) }
        var outcome = CatalogImportOutcome()
        while let batch = try await batches.next() {
            calls.withLock { $0.batchSizes.append(batch.count) }
            outcome.inserted += batch.count
        }
        return outcome
    }
}
