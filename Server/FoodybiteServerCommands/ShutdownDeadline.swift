import Dispatch
import Foundation
import Logging

/// SIGTERM and SIGINT start a graceful shutdown (the service group drains the requests in flight); this
/// bounds it: a shutdown that has not ended `seconds` after the signal (a request held by a database
/// that never answers, a client that never reads) ends the process anyway, saying so at error level.
final class ShutdownDeadline {
    static let defaultSeconds = 10

    private let sources: [any DispatchSourceSignal]

    init(seconds: Int = defaultSeconds, logger: Logger) {
        let queue = DispatchQueue(label: "foodybite-server.shutdown-deadline")
        sources = [SIGTERM, SIGINT].map { signalNumber in
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                queue.asyncAfter(deadline: .now() + .seconds(seconds)) {
                    logger.error("The graceful shutdown did not end within \(seconds) seconds; stopping with requests still unanswered.")
                    exit(1)
                }
            }
            source.resume()
            return source
        }
    }
}
