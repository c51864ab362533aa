import Core
@testable import FoodybiteApp
import FoodybiteServer
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class EmbeddedServerIntegrationTests: XCTestCase {
    func test_send_startsTheEmbeddedServerOnFirstUseAndRoutesPlaceholderRequestsToIt() async throws {
        let launcher = EmbeddedServerLauncher(dataDirectory: try makeTemporaryDirectory())
        addTeardownBlock { await launcher.stop() }
        let sut = EmbeddedServerHTTPClient(decoratee: URLSessionHTTPClient(), launcher: launcher)
        let notStartedYet = await launcher.isRunning
        XCTAssertFalse(notStartedYet)

        let url = EmbeddedServerHTTPClient.placeholderBaseURL.appendingPathComponent("health")
        let (_, response) = try await sut.send(URLRequest(url: url))

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.url?.host, "127.0.0.1")
        let running = await launcher.isRunning
        XCTAssertTrue(running)
    }

    func test_send_passesOtherRequestsThroughWithoutStartingTheServer() async throws {
        let launcher = EmbeddedServerLauncher(dataDirectory: try makeTemporaryDirectory())
        let client = HTTPClientSpy(answers: [.status(204)])
        let sut = EmbeddedServerHTTPClient(decoratee: client, launcher: launcher)

        _ = try await sut.send(URLRequest(url: URL(string: "http://elsewhere.example/x")!))

        XCTAssertEqual(client.requests.first?.url?.absoluteString, "http://elsewhere.example/x")
        let running = await launcher.isRunning
        XCTAssertFalse(running)
    }

    func test_init_configuresALoopbackServerThatSkipsTheWholeFileIntegrityCheckAndHashesAtNormalPriority() async throws {
        // Given a launcher for a data directory
        let directory = try makeTemporaryDirectory()

        // When it is made
        let sut = EmbeddedServerLauncher(dataDirectory: directory)

        // Then its server listens on loopback on a free port, over that directory, and does not read
        // the whole database at each command's start, nor checks its user's password at idle priority
        XCTAssertEqual(sut.configuration.host, "127.0.0.1")
        XCTAssertEqual(sut.configuration.port, 0)
        XCTAssertEqual(sut.configuration.dataDirectory, directory)
        XCTAssertEqual(sut.configuration.databaseIntegrityCheckTimeLimit, 0)
        XCTAssertFalse(sut.configuration.hashesPasswordsAtLowPriority)
        XCTAssertTrue(ServerConfiguration(dataDirectory: directory).hashesPasswordsAtLowPriority, "a shared server keeps it low")
    }

    func test_stop_stopsTheServerSoItNoLongerAnswers() async throws {
        let launcher = EmbeddedServerLauncher(dataDirectory: try makeTemporaryDirectory())
        let baseURL = try await launcher.baseURL()

        await launcher.stop()

        await assertThrowsAsync(HTTPClientError.cannotConnect(origin: "http://127.0.0.1:\(baseURL.port!)")) {
            _ = try await URLSessionHTTPClient().send(URLRequest(url: baseURL.appendingPathComponent("health")))
        }
    }
}
