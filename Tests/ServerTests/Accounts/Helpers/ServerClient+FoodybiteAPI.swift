import Foundation
import XCTest

extension ServerClient {
    @discardableResult
    func signup(_ account: TestAccount, profileImage: Data? = nil, file: StaticString = #filePath, line: UInt = #line) async throws -> Answer {
        var json = account.signupJSON
        json["profile_image"] = profileImage?.base64EncodedString()
        let answer = try await post("/auth/signup", json: json)
        XCTAssertEqual(answer.status, 201, "signup: \(answer.text)", file: file, line: line)
        return answer
    }

    func login(_ account: TestAccount) async throws -> Answer {
        try await post("/auth/login", json: account.loginJSON)
    }

    /// Logs an account in (again) and returns its new session's tokens.
    func loggedIn(_ account: TestAccount, file: StaticString = #filePath, line: UInt = #line) async throws -> LoggedInAccount {
        let answer = try await login(account)
        XCTAssertEqual(answer.status, 200, "login: \(answer.text)", file: file, line: line)
        let user = try XCTUnwrap(answer.json?["user"] as? [String: Any], file: file, line: line)
        let token = try XCTUnwrap(answer.json?["token"] as? [String: Any], file: file, line: line)
        return LoggedInAccount(
            account: account,
            id: try XCTUnwrap(user["id"] as? String, file: file, line: line),
            accessToken: try XCTUnwrap(token["accessToken"] as? String, file: file, line: line),
            refreshToken: try XCTUnwrap(token["refreshToken"] as? String, file: file, line: line)
        )
    }

    func signedUpAndLoggedIn(
        _ account: TestAccount = TestAccount(),
        profileImage: Data? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> LoggedInAccount {
        try await signup(account, profileImage: profileImage, file: file, line: line)
        return try await loggedIn(account, file: file, line: line)
    }

    func refresh(_ refreshToken: String, bearer: String? = nil) async throws -> Answer {
        try await post("/auth/accessToken", json: ["refreshToken": refreshToken], bearer: bearer)
    }

    func postReview(
        restaurantID: String,
        text: String = "Lovely food.",
        stars: Any = 4,
        createdAt: String = "2023-05-07T13:17:22Z",
        extra: [String: Any] = [:],
        bearer: String?
    ) async throws -> Answer {
        var json: [String: Any] = ["restaurantID": restaurantID, "text": text, "stars": stars, "createdAt": createdAt]
        json.merge(extra) { _, new in new }
        return try await post("/review", json: json, bearer: bearer)
    }

    func delete(_ path: String, bearer: String? = nil) async throws -> Answer {
        try await request("DELETE", path, bearer: bearer)
    }
}
