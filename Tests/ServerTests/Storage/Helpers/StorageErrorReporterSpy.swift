@testable import FoodybiteServer
import Foundation
@testable import ServerStorage

final class StorageErrorReporterSpy: StorageErrorReporting, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// The operations reported, in order.
    var operations: [String] {
        lock.withLock { recorded }
    }

    func report(_ error: any Error, during operation: String) {
        lock.withLock { recorded.append(operation) }
    }
}
