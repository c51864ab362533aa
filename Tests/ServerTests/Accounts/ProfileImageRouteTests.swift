import Foundation
import XCTest

final class ProfileImageRouteTests: XCTestCase {
    func test_getProfileImage_answersTheImageBytesWithTheirContentTypeToAnySignedInUser() async throws {
        let client = try await makeSUT()
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01])
        let author = try await client.signedUpAndLoggedIn(profileImage: png)
        let reader = try await client.signedUpAndLoggedIn()

        let answer = try await client.get("/users/\(author.id)/profileImage", bearer: reader.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.body, png)
        XCTAssertEqual(answer.header("Content-Type"), "image/png")
        XCTAssertEqual(answer.header("Content-Length"), "\(png.count)")
        XCTAssertEqual(answer.header("X-Content-Type-Options"), "nosniff")
    }

    func test_getProfileImage_answersBytesOfAnUnknownKindAsOctetStream() async throws {
        let client = try await makeSUT()
        let author = try await client.signedUpAndLoggedIn(profileImage: Data([0xCA, 0xFE]))

        let answer = try await client.get("/users/\(author.id)/profileImage", bearer: author.accessToken)

        XCTAssertEqual(answer.header("Content-Type"), "application/octet-stream")
    }

    func test_getProfileImage_answers404ForAUserWithoutAnImageAnUnknownUserAndAMalformedID() async throws {
        let client = try await makeSUT()
        let plain = try await client.signedUpAndLoggedIn()

        assertAPIError(try await client.get("/users/\(plain.id)/profileImage", bearer: plain.accessToken), status: 404)
        assertAPIError(try await client.get("/users/\(UUID().uuidString)/profileImage", bearer: plain.accessToken), status: 404)
        assertAPIError(try await client.get("/users/not-an-id/profileImage", bearer: plain.accessToken), status: 404)
    }

    func test_getProfileImage_answers401WithoutAValidAccessToken() async throws {
        let client = try await makeSUT()
        let author = try await client.signedUpAndLoggedIn(profileImage: Data([0xCA, 0xFE]))

        assertAPIError(try await client.get("/users/\(author.id)/profileImage"), status: 401)
        assertAPIError(try await client.get("/users/\(author.id)/profileImage", bearer: "not-a-token"), status: 401)
    }

    func test_getProfileImage_answersTheImageTheAccountHasNow() async throws {
        let client = try await makeSUT()
        let author = try await client.signedUpAndLoggedIn(profileImage: Data([0x01]))
        let replacement = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x02])
        _ = try await client.post(
            "/auth/account",
            json: ["name": author.account.name, "email": author.account.email, "profileImage": replacement.base64EncodedString()],
            bearer: author.accessToken
        )

        let answer = try await client.get("/users/\(author.id)/profileImage", bearer: author.accessToken)

        XCTAssertEqual(answer.body, replacement)
        XCTAssertEqual(answer.header("Content-Type"), "image/jpeg")
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(file: file, line: line).client
    }
}
