@testable import CatalogDomain
import FoodybiteServer
import Synchronization

/// Records the batches an import hands over, and stores nothing.
final class CatalogImportDestinationSpy: CatalogImportDestination {
    private let calls = Mutex<(batchSizes: [Int], replacingDemoCatalog: [Bool], gazetteers: [[GazetteerEntry]])>(([], [], []))

    var batchSizes: [Int] { calls.withLock { $0.batchSizes } }
    var replacingDemoCatalog: [Bool] { calls.withLock { $0.replacingDemoCatalog } }
    var gazetteers: [[GazetteerEntry]] { calls.withLock { $0.gazetteers } }

    func importRestaurants(from batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        calls.withLock { $0.replacingDemoCatalog.append(replacingDemoCatalog) }
        var outcome = CatalogImportOutcome()
        while let batch = try await batches.next() {
            calls.withLock { $0.batchSizes.append(batch.count) }
            outcome.inserted += batch.count
        }
        return outcome
    }

    func importGazetteer(_ entries: [GazetteerEntry]) async throws -> Int {
        calls.withLock { $0.gazetteers.append(entries) }
        return entries.count
    }

    func importOutlines(_ outlines: [CatalogOutline]) async throws {}
}
