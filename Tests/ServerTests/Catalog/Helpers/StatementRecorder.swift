import GRDB
import Synchronization

/// Every statement a catalog's reads run, through connections that record them.
final class StatementRecorder: Sendable {
    private let statements = Mutex<[String]>([])

    var recorded: [String] { statements.withLock { $0 } }

    func record(_ sql: String) {
        statements.withLock { $0.append(sql) }
    }

    /// A pool on the database at `path` whose connections record every statement they run here.
    func recordingPool(at path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.prepareDatabase { [self] db in
            db.trace(options: .statement) { event in
                if case let .statement(statement) = event { self.record(statement.sql) }
            }
        }
        return try DatabasePool(path: path, configuration: configuration)
    }
}
