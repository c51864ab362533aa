import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RemoteStoreTests: XCTestCase {
    func test_get_decodesTheBodyOfA2xxAnswer() async throws {
        let (sut, _) = makeSUT(answers: [.json(#"{"name":"Tasca"}"#)])

        let resource = try await sut.get(Named.self, for: anyRequest())

        XCTAssertEqual(resource, Named(name: "Tasca"))
    }

    func test_get_throwsInvalidDataWhenA2xxBodyDoesNotDecode() async {
        let (sut, _) = makeSUT(answers: [.json("not json")])

        await assertThrowsAsync(RemoteStoreError.invalidData) { _ = try await sut.get(Named.self, for: self.anyRequest()) }
    }

    func test_get_throwsUnauthorizedWithTheReasonOnA401() async {
        let (sut, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Token expired"}"#, status: 401)])

        await assertThrowsAsync(RemoteStoreError.unauthorized(reason: "Token expired")) { _ = try await sut.get(Named.self, for: self.anyRequest()) }
    }

    func test_send_throwsRejectedWithTheServersReasonOnOther4xx() async {
        let (sut, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Email already in use"}"#, status: 409)])

        await assertThrowsAsync(RemoteStoreError.rejected(status: 409, reason: "Email already in use")) { try await sut.send(self.anyRequest()) }
    }

    func test_send_throwsRejectedWithoutAReasonWhenTheBodyIsNotTheErrorShape() async {
        let (sut, _) = makeSUT(answers: [.response(status: 404, body: Data("<html>".utf8), headers: [:])])

        await assertThrowsAsync(RemoteStoreError.rejected(status: 404, reason: nil)) { try await sut.send(self.anyRequest()) }
    }

    func test_send_throwsServerErrorOn5xx() async {
        let (sut, _) = makeSUT(answers: [.status(503)])

        await assertThrowsAsync(RemoteStoreError.serverError(status: 503, reason: nil)) { try await sut.send(self.anyRequest()) }
    }

    func test_send_passesTransportFailuresThrough() async {
        let (sut, _) = makeSUT(answers: [.failure(HTTPClientError.cannotConnect(origin: "http://h:1"))])

        await assertThrowsAsync(HTTPClientError.cannotConnect(origin: "http://h:1")) { try await sut.send(self.anyRequest()) }
    }

    func test_send_sendsTheRequestItWasGiven() async throws {
        let (sut, client) = makeSUT(answers: [.status(201)])

        try await sut.send(anyRequest())

        XCTAssertEqual(client.requests.map(\.url), [anyRequest().url])
    }

    // MARK: - Helpers

    private struct Named: Decodable, Equatable {
        let name: String
    }

    private func makeSUT(answers: [HTTPClientSpy.Answer]) -> (RemoteStore, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: answers)
        return (RemoteStore(client: client), client)
    }

    private func anyRequest() -> URLRequest {
        URLRequest(url: URL(string: "http://h/x")!)
    }
}
