import FoodybiteServer
import Foundation

/// Starts our server in this process on 127.0.0.1 with a free port the first time a request needs
/// it, so commands that never talk to a server never start one.
public actor EmbeddedServerLauncher {
    nonisolated let configuration: ServerConfiguration
    private var startTask: Task<RunningServer, any Error>?
    private var server: RunningServer?

    public init(dataDirectory: URL) {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, dataDirectory: dataDirectory)
        // It serves one command: reading the whole database file to check it would cost more than the
        // command itself. A damaged file still fails the request that reads it, and the cache answers.
        configuration.databaseIntegrityCheckTimeLimit = 0
        // Its one user waits for the password check: at idle priority it stalled while the machine was busy.
        configuration.hashesPasswordsAtLowPriority = false
        self.configuration = configuration
    }

    public func baseURL() async throws -> URL {
        if let server { return server.baseURL }
        let task = startTask ?? Task { [configuration] in
            try await RunningServer.start(configuration: configuration)
        }
        startTask = task
        do {
            let started = try await task.value
            server = started
            return started.baseURL
        } catch {
            startTask = nil
            throw EmbeddedServerStartError(reason: String(describing: error), dataDirectory: configuration.dataDirectory)
        }
    }

    /// Stops the server if it was started; waits for requests in flight.
    public func stop() async {
        if let server {
            await server.stop()
        } else if let startTask, let started = try? await startTask.value {
            await started.stop()
        }
        server = nil
        startTask = nil
    }

    public var isRunning: Bool {
        server != nil
    }
}
