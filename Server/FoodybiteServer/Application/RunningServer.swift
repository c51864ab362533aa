import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// A server started inside this process (the app's embedded mode, and tests): bound, serving, and
/// stopped gracefully with `stop()`.
public final class RunningServer: Sendable {
    public let baseURL: URL
    private let serviceGroup: ServiceGroup
    private let task: Task<Void, any Error>

    private init(baseURL: URL, serviceGroup: ServiceGroup, task: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.serviceGroup = serviceGroup
        self.task = task
    }

    /// Starts the server and returns once it accepts connections. A start cancelled on the way stops
    /// what it began and throws `CancellationError`.
    public static func start(configuration: ServerConfiguration, logger: Logger? = nil) async throws -> RunningServer {
        let logger = logger ?? Logger(label: "foodybite-server", factory: { _ in SwiftLogNoOpLogHandler() })
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = try await buildApplication(configuration: configuration, logger: logger) { port in
            portContinuation.yield(port)
            portContinuation.finish()
        }
        let serviceGroup = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [], logger: logger)
        )
        let task = Task {
            defer { portContinuation.finish() }
            try await serviceGroup.run()
        }
        var iterator = ports.makeAsyncIterator()
        // Without a port the server stopped before binding, or this start was cancelled (the wait ends at
        // once then): either way it is stopped and waited for, so that nothing is left running.
        guard let port = await iterator.next(), !Task.isCancelled else {
            await serviceGroup.triggerGracefulShutdown()
            let outcome = await task.result
            try Task.checkCancellation()
            if case let .failure(error) = outcome {
                throw RunningServerError.couldNotStart(host: configuration.host, port: configuration.port, underlying: "\(error)")
            }
            throw RunningServerError.couldNotStart(host: configuration.host, port: configuration.port, underlying: "stopped before listening")
        }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        guard let baseURL = URL(string: "http://\(host):\(port)") else {
            throw RunningServerError.couldNotStart(host: configuration.host, port: port, underlying: "invalid host")
        }
        return RunningServer(baseURL: baseURL, serviceGroup: serviceGroup, task: task)
    }

    /// Stops accepting connections, lets requests in flight finish, and returns when the server is down.
    public func stop() async {
        await serviceGroup.triggerGracefulShutdown()
        _ = await task.result
    }
}

public enum RunningServerError: Error, CustomStringConvertible {
    case couldNotStart(host: String, port: Int, underlying: String)

    public var description: String {
        switch self {
        case let .couldNotStart(host, port, underlying):
            "The server could not listen on \(host):\(port) (\(underlying))."
        }
    }
}
