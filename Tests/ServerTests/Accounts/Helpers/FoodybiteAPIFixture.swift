import FoodybiteServer
import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// A real server on loopback for one test, with its data directory (to look into its database).
struct FoodybiteAPIFixture {
    let client: ServerClient
    let dataDirectory: URL

    var database: ServerDatabaseReader {
        ServerDatabaseReader(dataDirectory: dataDirectory)
    }
}

extension XCTestCase {
    func startFoodybiteAPI(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> FoodybiteAPIFixture {
        var dataDirectory: URL?
        let server = try await startServer(configure: { configuration in
            configure(&configuration)
            dataDirectory = configuration.dataDirectory
        }, file: file, line: line)
        return FoodybiteAPIFixture(client: ServerClient(baseURL: server.baseURL), dataDirectory: try XCTUnwrap(dataDirectory))
    }
}
