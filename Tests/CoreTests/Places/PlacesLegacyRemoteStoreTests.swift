import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesLegacyRemoteStoreTests: XCTestCase {
    func test_get_decodesTheAnswer() async throws {
        let sut = PlacesLegacyRemoteStore(client: HTTPClientSpy(answers: [.json(#"{"status":"OK"}"#)]))

        let answer = try await sut.get(Answer.self, for: URLRequest(url: anyURL()))

        XCTAssertEqual(answer, Answer(status: "OK"))
    }

    func test_get_meansTheServerServesNoPlacesOnA404Or405() async {
        for status in [404, 405] {
            let sut = PlacesLegacyRemoteStore(client: HTTPClientSpy(answers: [.json(#"{"error":true,"reason":"Not Found"}"#, status: status)]))

            await assertThrowsAsync(PlacesError.notServed(.legacy)) { _ = try await sut.get(Answer.self, for: URLRequest(url: anyURL())) }
        }
    }

    func test_get_passesOtherFailuresOn() async {
        let sut = PlacesLegacyRemoteStore(client: HTTPClientSpy(answers: [.json(#"{"error":true,"reason":"Down"}"#, status: 503)]))

        await assertThrowsAsync(RemoteStoreError.serverError(status: 503, reason: "Down")) { _ = try await sut.get(Answer.self, for: URLRequest(url: anyURL())) }
    }

    // MARK: - Helpers

    private struct Answer: Decodable, Equatable {
        let status: String
    }
}
