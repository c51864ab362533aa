import Core
import Foundation
import ServerTestSupport
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cancelling a request while its answer arrives deadlocked this toolchain's URLSession
/// (swift-corelibs-foundation #5412), and a deadlocked URLSession hangs every later request of the
/// process. So the cancellations run in a process of their own (this test bundle, running only the
/// probe below), which is killed if it hangs.
final class URLSessionHTTPClientCancellationTests: XCTestCase {
    private static let probeVariable = "FOODYBITE_CANCELLATION_PROBE"

    func test_send_endsEveryTimeWhenCancelledWhileTheAnswerArrives() async throws {
        let testBundle = try XCTUnwrap(Bundle.main.executableURL)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.probeVariable] = "1"

        let probe = try await ProcessRunner.runDetached(
            testBundle,
            arguments: ["CoreIntegrationTests.URLSessionHTTPClientCancellationTests/test_probe_cancelsRequestsAsTheirAnswersArrive"],
            environment: environment,
            killedAfter: 60
        )

        let result = try XCTUnwrap(probe, "Requests cancelled while their answers arrived deadlocked URLSession")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Executed 1 test, with 0 failures"), result.stdout + result.stderr)
    }

    /// Run by the test above in a process of its own; skipped otherwise.
    func test_probe_cancelsRequestsAsTheirAnswersArrive() async throws {
        guard ProcessInfo.processInfo.environment[Self.probeVariable] != nil else {
            throw XCTSkip("Run in a process of its own by test_send_endsEveryTimeWhenCancelledWhileTheAnswerArrives.")
        }
        let server = try await startServer()
        let sut = URLSessionHTTPClient()
        let request = URLRequest(url: server.baseURL.appendingPathComponent("health"))

        var cancelled = 0
        for run in 1...300 {
            let sending = Task { _ = try await sut.send(request) }
            // From a thread of its own, as when a scope is left, at moments spread around the answer's arrival.
            let delay = Double(run % 30) * 0.000_1
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: delay)
                sending.cancel()
            }

            if case let .failure(error) = await sending.result {
                XCTAssertTrue(error is CancellationError, "Run \(run): \(error)")
                cancelled += 1
            }
        }
        XCTAssertGreaterThan(cancelled, 0, "No request was cancelled in flight: the probe proves nothing")
    }
}
