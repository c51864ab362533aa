import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// Several servers starting at the same moment on one fresh data directory, as several first runs of
/// `foodybite` do with their embedded servers: they agree on one signing key and one demo catalog.
final class ParallelFirstStartTests: XCTestCase {
    func test_start_serversStartingAtOnceOnAFreshDirectoryAllAnswerAndSeedTheDemoCatalogOnce() async throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")

        let servers = try await startServers(count: 4, dataDirectory: directory, demoRestaurantCount: 40)

        for server in servers {
            let health = try await ServerClient(baseURL: server.baseURL).get("/health")
            XCTAssertEqual(health.status, 200, health.text)
        }
        let restaurants = try await ServerDatabase.open(in: directory).pool.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM restaurant")
        }
        XCTAssertEqual(restaurants, 40, "seeded once, not once per server")
    }

    func test_start_serversStartingAtOnceOnAFreshDirectoryAcceptEachOthersTokens() async throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")

        let servers = try await startServers(count: 4, dataDirectory: directory, demoRestaurantCount: 0)

        let issuer = ServerClient(baseURL: servers[0].baseURL)
        let session = try await issuer.signedUpAndLoggedIn()
        for server in servers.dropFirst() {
            let reviews = try await ServerClient(baseURL: server.baseURL).get("/review", bearer: session.accessToken)
            XCTAssertEqual(reviews.status, 200, "one signing key for all: \(reviews.text)")
        }
        let keyFiles = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("jwt-signing.key") }
        XCTAssertEqual(keyFiles, ["jwt-signing.key"], "no temporary key left behind")
    }

    // MARK: - Helpers

    /// Starts `count` servers at once; if one cannot start, those that did are stopped before the error
    /// is thrown.
    private func startServers(count: Int, dataDirectory: URL, demoRestaurantCount: Int) async throws -> [RunningServer] {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, dataDirectory: dataDirectory, bcryptCost: 4)
        configuration.catalog.demoRestaurantCount = demoRestaurantCount
        let starts = await withTaskGroup(of: Result<RunningServer, any Error>.self) { [configuration] group in
            for _ in 0..<count {
                group.addTask {
                    do {
                        return .success(try await RunningServer.start(configuration: configuration))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let servers = starts.compactMap { try? $0.get() }
        addTeardownBlock {
            for server in servers { await server.stop() }
        }
        for start in starts {
            _ = try start.get()
        }
        return servers
    }
}
