import Logging

/// `/health` and the error reports of in-memory storage: the memory is always there, and failures (none
/// are expected) are logged like SQLite's.
struct InMemoryStorageHealth: StorageMonitoring {
    var logger = Logger(label: "foodybite-server", factory: { _ in SwiftLogNoOpLogHandler() })

    func report(_ error: any Error, during operation: String) {
        logger.error("storage error", metadata: ["operation": "\(operation)", "error.type": "\(type(of: error))"])
    }

    func databaseState() async -> DatabaseState {
        .ok
    }

    /// Memory has no failures of its own to recognise.
    func failure(recognizing error: any Error) -> StorageFailure? {
        nil
    }
}
