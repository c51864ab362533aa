import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// A real server on loopback whose log lines a test can read.
struct LoggedServer {
    let server: RunningServer
    let logs: LogRecorder

    var client: ServerClient { ServerClient(baseURL: server.baseURL) }
    var socket: RawSocketClient { RawSocketClient(baseURL: server.baseURL) }
}

extension XCTestCase {
    func startLoggedServer(configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> LoggedServer {
        var configuration = ServerConfiguration(
            host: "127.0.0.1",
            port: 0,
            dataDirectory: try makeTemporaryDirectory().appendingPathComponent("server"),
            bcryptCost: 4,
            logLevel: .trace
        )
        configure(&configuration)
        let logs = LogRecorder()
        let server = try await RunningServer.start(configuration: configuration, logger: logs.logger())
        addTeardownBlock {
            await server.stop()
        }
        return LoggedServer(server: server, logs: logs)
    }
}
