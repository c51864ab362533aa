import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class LoggingHTTPClientTests: XCTestCase {
    func test_send_logsMethodURLAndStatusWithTheKeyMasked() async throws {
        let log = BufferedOutput()
        let sut = LoggingHTTPClient(decoratee: HTTPClientSpy(answers: [.status(200)]), log: { log.writeLine($0) })
        var request = URLRequest(url: URL(string: "https://maps.example/place?location=1,2&key=SECRET-KEY")!)
        request.setValue("Bearer SECRET-TOKEN", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"password":"SECRET-PASSWORD"}"#.utf8)

        _ = try await sut.send(request)

        XCTAssertTrue(log.text.contains("→ GET https://maps.example/place?location=1,2&key=***"), log.text)
        XCTAssertTrue(log.text.contains("← 200"), log.text)
        for secret in ["SECRET-KEY", "SECRET-TOKEN", "SECRET-PASSWORD"] {
            XCTAssertFalse(log.text.contains(secret), "\(secret) leaked into: \(log.text)")
        }
    }

    func test_send_logsFailuresAndRethrowsThem() async {
        let log = BufferedOutput()
        let sut = LoggingHTTPClient(decoratee: HTTPClientSpy(answers: [.failure(HTTPClientError.cannotConnect(origin: "http://h"))]), log: { log.writeLine($0) })

        await assertThrowsAsync(HTTPClientError.cannotConnect(origin: "http://h")) { _ = try await sut.send(URLRequest(url: URL(string: "http://h/x")!)) }
        XCTAssertTrue(log.text.contains("✗ GET http://h/x"), log.text)
    }

    func test_masked_hidesUserInfoAndEverySecretQueryName() {
        let url = URL(string: "https://user:pw@h/p?a=1&KEY=k&access_token=t")!

        XCTAssertEqual(SecretMasking.masked(url), "https://h/p?a=1&KEY=***&access_token=***")
    }
}
