import Foundation
import XCTest

final class SignupRouteTests: XCTestCase {
    func test_signup_answers201WithAnEmptyBodyForValidFields() async throws {
        let client = try await makeSUT().client

        let answer = try await client.post("/auth/signup", json: TestAccount().signupJSON)

        XCTAssertEqual(answer.status, 201, answer.text)
        XCTAssertTrue(answer.body.isEmpty)
    }

    func test_signup_storesTheProfileImageSentAsProfile_image() async throws {
        let client = try await makeSUT().client
        let account = TestAccount()
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        try await client.signup(account, profileImage: image)
        let answer = try await client.login(account)

        let user = answer.json?["user"] as? [String: Any]
        XCTAssertEqual(user?["profileImage"] as? String, image.base64EncodedString())
    }

    func test_signup_storesThePasswordOnlyAsABcryptHash() async throws {
        let sut = try await makeSUT()
        let account = TestAccount()

        try await sut.client.signup(account)

        let hashes = sut.passwordHashes()
        XCTAssertEqual(hashes.count, 1)
        XCTAssertTrue(hashes[0].hasPrefix("$2b$04$"), "bcrypt at the configured cost: \(hashes[0])")
        XCTAssertFalse(hashes[0].contains(account.password))
    }

    func test_signup_answers409ForAnEmailAlreadyTakenInAnyCase() async throws {
        let client = try await makeSUT().client
        try await client.signup(TestAccount(email: "eve@example.com"))

        let same = try await client.post("/auth/signup", json: TestAccount(email: "eve@example.com").signupJSON)
        let otherCase = try await client.post("/auth/signup", json: TestAccount(email: "EVE@Example.COM").signupJSON)

        assertAPIError(same, status: 409)
        assertAPIError(otherCase, status: 409)
    }

    func test_signup_answers400WithAReasonForInvalidFields() async throws {
        let client = try await makeSUT().client
        let valid = TestAccount().signupJSON
        let invalid: [(String, Any)] = [
            ("name", "Ev"),
            ("name", "   Ev   "),
            ("email", "eve"),
            ("email", "eve@example"),
            ("email", "@example.com"),
            ("email", "eve @example.com"),
            ("email", "eve@@example.com"),
            ("password", "1234567"),
        ]

        for (field, value) in invalid {
            var json = valid
            json[field] = value
            let answer = try await client.post("/auth/signup", json: json)

            assertAPIError(answer, status: 400, "\(field) = \(value)")
        }
    }

    func test_signup_answers400ForMissingFieldsWrongTypesAndInvalidBase64() async throws {
        let client = try await makeSUT().client
        var missingPassword = TestAccount().signupJSON
        missingPassword["password"] = nil
        var numericName = TestAccount().signupJSON
        numericName["name"] = 42
        var nullEmail = TestAccount().signupJSON
        nullEmail["email"] = NSNull()
        var invalidImage = TestAccount().signupJSON
        invalidImage["profile_image"] = "not base64!"

        for json in [missingPassword, numericName, nullEmail, invalidImage] {
            let answer = try await client.post("/auth/signup", json: json)

            assertAPIError(answer, status: 400, "\(json)")
        }
    }

    func test_signup_answers400ForMalformedOrEmptyBodies() async throws {
        let client = try await makeSUT().client

        let malformed = try await client.request("POST", "/auth/signup", rawBody: Data(#"{"name": "Eve"#.utf8), headers: ["Content-Type": "application/json"])
        let empty = try await client.request("POST", "/auth/signup", rawBody: Data(), headers: ["Content-Type": "application/json"])
        let array = try await client.request("POST", "/auth/signup", rawBody: Data("[]".utf8), headers: ["Content-Type": "application/json"])

        assertAPIError(malformed, status: 400)
        assertAPIError(empty, status: 400)
        assertAPIError(array, status: 400)
    }

    func test_signup_acceptsAProfileImageFarOverTheStandardBodyLimit() async throws {
        let client = try await makeSUT().client
        let account = TestAccount()
        let image = Data(repeating: 0xAB, count: 1_000_000)

        try await client.signup(account, profileImage: image)
        let user = try await client.login(account).json?["user"] as? [String: Any]

        XCTAssertEqual((user?["profileImage"] as? String).flatMap { Data(base64Encoded: $0) }, image)
    }

    func test_signup_answers413ForABodyOverTheProfileImageLimit() async throws {
        let client = try await makeSUT().client
        var json = TestAccount().signupJSON
        json["profile_image"] = Data(repeating: 0xAB, count: 8_000_000).base64EncodedString()

        let answer = try await client.post("/auth/signup", json: json)

        assertAPIError(answer, status: 413)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RouterAPIFixture {
        await makeRouterAPI(file: file, line: line)
    }
}
