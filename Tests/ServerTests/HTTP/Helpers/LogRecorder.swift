import Foundation
import Logging

/// A log handler that keeps every entry, so a test can read what the server logged.
final class LogRecorder: @unchecked Sendable {
    struct Entry {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let lock = NSLock()
    private var recorded: [Entry] = []

    var entries: [Entry] {
        lock.withLock { recorded }
    }

    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "foodybite-server-test") { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    /// Entries at warning or above.
    var problems: [Entry] {
        entries.filter { $0.level >= .warning }
    }

    /// Waits until an entry satisfies `condition` (the server logs after it answers).
    func waitFor(timeout: TimeInterval = 10, _ condition: (Entry) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if entries.contains(where: condition) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    fileprivate func record(_ entry: Entry) {
        lock.withLock { recorded.append(entry) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            var merged = metadata
            merged.merge(event.metadata ?? [:]) { _, new in new }
            recorder.record(Entry(level: event.level, message: "\(event.message)", metadata: merged.mapValues { "\($0)" }))
        }
    }
}
