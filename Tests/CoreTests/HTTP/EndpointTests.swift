import Core
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class EndpointTests: XCTestCase {
    func test_urlRequest_joinsTheBaseURLAndThePath() throws {
        let request = try EndpointStub(path: "/auth/login").urlRequest(baseURL: URL(string: "http://127.0.0.1:8080")!)

        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:8080/auth/login")
        XCTAssertEqual(request.httpMethod, "GET")
    }

    func test_urlRequest_keepsAPathPrefixOfTheBaseURL() throws {
        let request = try EndpointStub(path: "/health").urlRequest(baseURL: URL(string: "https://api.example.com/foodybite/")!)

        XCTAssertEqual(request.url?.absoluteString, "https://api.example.com/foodybite/health")
    }

    func test_urlRequest_percentEncodesQueryValuesStrictly() throws {
        let endpoint = EndpointStub(path: "/search", queryItems: [
            URLQueryItem(name: "input", value: "fish & chips+co"),
            URLQueryItem(name: "location", value: "38.7,-9.1"),
        ])

        let request = try endpoint.urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertEqual(request.url?.absoluteString, "http://h/search?input=fish%20%26%20chips%2Bco&location=38.7%2C-9.1")
    }

    func test_urlRequest_percentEncodesPathSegments() throws {
        let request = try EndpointStub(path: "/review/a b").urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertEqual(request.url?.absoluteString, "http://h/review/a%20b")
    }

    func test_urlRequest_encodesTheBodyAsJSONWithISO8601Dates() throws {
        let endpoint = EndpointStub(path: "/review", method: .post, body: Body(createdAt: Date(timeIntervalSince1970: 0), stars: 5))

        let request = try endpoint.urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"createdAt":"1970-01-01T00:00:00Z","stars":5}"#)
    }

    func test_urlRequest_keepsTheColonOfACustomMethodInItsPathSegment() throws {
        let request = try EndpointStub(path: "/v1/places:searchNearby", method: .post).urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertEqual(request.url?.absoluteString, "http://h/v1/places:searchNearby")
    }

    func test_urlRequest_sendsTheEndpointsHeaders() throws {
        let request = try EndpointStub(path: "/x", headers: ["X-Goog-Api-Key": "K"]).urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "K")
        XCTAssertEqual(request.url?.absoluteString, "http://h/x")
    }

    func test_urlRequest_hasNoBodyOrContentTypeWithoutABody() throws {
        let request = try EndpointStub(path: "/x", method: .delete).urlRequest(baseURL: URL(string: "http://h")!)

        XCTAssertNil(request.httpBody)
        XCTAssertNil(request.value(forHTTPHeaderField: "Content-Type"))
        XCTAssertEqual(request.httpMethod, "DELETE")
    }

    // MARK: - Helpers

    private struct Body: Encodable, Sendable {
        let createdAt: Date
        let stars: Int
    }

    private struct EndpointStub: Endpoint {
        var path: String
        var method: HTTPMethod = .get
        var queryItems: [URLQueryItem] = []
        var body: (any Encodable & Sendable)?
        var headers: [String: String] = [:]
    }
}
