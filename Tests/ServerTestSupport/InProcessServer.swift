import FoodybiteServer
import Foundation
import TestSupport
import XCTest

extension XCTestCase {
    /// Starts the real server in this process on 127.0.0.1 with a free port and a fresh data folder,
    /// and stops it when the test ends. Bcrypt uses its lowest cost to keep tests fast.
    public func startServer(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> RunningServer {
        var configuration = ServerConfiguration(
            host: "127.0.0.1",
            port: 0,
            dataDirectory: try makeTemporaryDirectory().appendingPathComponent("server"),
            bcryptCost: 4
        )
        configure(&configuration)
        let server = try await RunningServer.start(configuration: configuration)
        addTeardownBlock {
            await server.stop()
        }
        return server
    }
}
