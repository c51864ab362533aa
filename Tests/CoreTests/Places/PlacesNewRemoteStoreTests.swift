import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesNewRemoteStoreTests: XCTestCase {
    func test_get_decodesA2xxAnswer() async throws {
        let (sut, _) = makeSUT(answer: .json(#"{"name":"Tasca"}"#))

        let resource = try await sut.get(Named.self, for: request(withKey: true))

        XCTAssertEqual(resource, Named(name: "Tasca"))
    }

    func test_get_throwsInvalidDataWhenA2xxBodyDoesNotDecode() async {
        let (sut, _) = makeSUT(answer: .json("[1,2]"))

        await assertThrowsAsync(RemoteStoreError.invalidData) { _ = try await sut.get(Named.self, for: self.request(withKey: true)) }
    }

    func test_get_mapsEveryGoogleErrorToTheLegacyStatusesError() async {
        let message = "API key not valid. Please pass a valid API key."
        let cases: [(fixture: (status: Int, body: String), expected: PlacesError)] = [
            (PlacesNewErrorFixtures.missingKey, .requestDenied("The request is missing a valid API key.")),
            (PlacesNewErrorFixtures.invalidKey, .requestDenied(message)),
            (PlacesNewErrorFixtures.serviceDisabled, .requestDenied("Places API (New) has not been used in project 123456789 before or it is disabled. Enable it by visiting the Google Cloud console then retry.")),
            (PlacesNewErrorFixtures.quotaExhausted, .overQueryLimit("Quota exceeded for quota metric 'SearchNearbyRequest' and limit 'SearchNearbyRequest per minute'.")),
            (PlacesNewErrorFixtures.invalidRadius, .invalidRequest("Invalid radius: must be greater than 0 and at most 50000.")),
            (PlacesNewErrorFixtures.notAPlaceID, .invalidRequest("Not a valid Place ID: not-an-id")),
            (PlacesNewErrorFixtures.placeNotFound, .notFound("Place ID 'ChIJgone' is no longer valid.")),
            (PlacesNewErrorFixtures.internalError, .unknownError("Internal error encountered.")),
            (PlacesNewErrorFixtures.unavailable, .unknownError("The service is currently unavailable.")),
        ]
        for (fixture, expected) in cases {
            let (sut, _) = makeSUT(answer: .json(fixture.body, status: fixture.status))

            await assertThrowsAsync(expected) { _ = try await sut.get(Named.self, for: self.request(withKey: true)) }
        }
    }

    func test_get_saysTheKeyIsNotSetWhenARefusedRequestCarriedNone() async {
        for fixture in [PlacesNewErrorFixtures.missingKey, PlacesNewErrorFixtures.invalidKey] {
            let (sut, _) = makeSUT(answer: .json(fixture.body, status: fixture.status))

            await assertThrowsAsync(PlacesError.keyMissing) { _ = try await sut.get(Named.self, for: self.request(withKey: false)) }
        }
    }

    func test_get_meansTheServerDoesNotSpeakTheNewAPIWhenA404IsNotGooglesErrorObject() async {
        let (sut, _) = makeSUT(answer: .json(#"{"error":true,"reason":"Not Found"}"#, status: 404))

        await assertThrowsAsync(PlacesError.notServed(.new)) { _ = try await sut.get(Named.self, for: self.request(withKey: false)) }
    }

    func test_get_treatsA5xxWithoutGooglesErrorObjectAsAServerError() async {
        let (sut, _) = makeSUT(answer: .response(status: 502, body: Data("<html>Bad gateway</html>".utf8), headers: [:]))

        await assertThrowsAsync(RemoteStoreError.serverError(status: 502, reason: nil)) { _ = try await sut.get(Named.self, for: self.request(withKey: true)) }
    }

    func test_get_sendsTheRequestUnchanged() async throws {
        let (sut, client) = makeSUT(answer: .json(#"{"name":"x"}"#))
        let sent = request(withKey: true)

        _ = try await sut.get(Named.self, for: sent)

        XCTAssertEqual(client.requests, [sent])
    }

    // MARK: - Helpers

    private struct Named: Decodable, Equatable {
        let name: String
    }

    private func makeSUT(answer: HTTPClientSpy.Answer, file: StaticString = #filePath, line: UInt = #line) -> (PlacesNewRemoteStore, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: [answer])
        trackForMemoryLeaks(client, file: file, line: line)
        return (PlacesNewRemoteStore(client: client), client)
    }

    private func request(withKey: Bool) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://places.example/v1/places/abc")!)
        request.allHTTPHeaderFields = PlacesNewHeaders.make(key: withKey ? PlacesAPIKey("KEY") : nil, fieldMask: ["id"])
        return request
    }
}
