import Logging

/// `/health` and the error reports of in-memory storage: the memory is always there, and failures (none
/// are expected) are logged like SQLite's.
package struct InMemoryStorageHealth: StorageMonitoring {
    package var logger = Logger(label: "foodybite-server", factory: { _ in SwiftLogNoOpLogHandler() })

    package init() {}

    package func report(_ error: any Error, during operation: String) {
        logger.error("storage error", metadata: ["operation": "\(operation)", "error.type": "\(type(of: error))"])
    }

    package func databaseState() async -> DatabaseState {
        .ok
    }

    /// Memory has no failures of its own to recognise.
    package func failure(recognizing error: any Error) -> StorageFailure? {
        nil
    }
}
