import FoodybiteServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import XCTest

/// A flood of writes against the real server, with its documented default limits: 1,000 reviews from one
/// account within 10 seconds are admitted up to the account's limit and then answered 429 with
/// `Retry-After`, while another account behind the same address keeps writing and logging in; on
/// PostgreSQL the limit holds across two instances together.
final class WriteFloodEndToEndTests: XCTestCase {
    func test_reviewFloodFromOneAccount_getsTooManyRequestsAfterTheLimitWhileAnotherAccountKeepsWritingAndLoggingIn() async throws {
        let server = try await startServerProcess()
        let flooder = try await FloodAccount.signUpAndLogIn(email: "flooder@example.com", at: server.baseURL)
        let neighbour = try await FloodAccount.signUpAndLogIn(email: "neighbour@example.com", at: server.baseURL)

        async let flood = flooder.postReviews(count: 1_000, parallel: 16, at: [server.baseURL])
        let neighbourAnswers = try await neighbour.keepWritingAndLoggingIn(times: 10, at: server.baseURL)
        let answers = await flood

        assertFlood(answers, admittedExactly: Self.documentedReviewsPerAccount)
        XCTAssertEqual(neighbourAnswers.reviewStatuses, Array(repeating: 200, count: 10))
        XCTAssertEqual(neighbourAnswers.loginStatuses, Array(repeating: 200, count: 10))
    }

    func test_signupFloodFromOneAddress_getsTooManyRequestsAfterTheLimitWhileLoginsGoOn() async throws {
        let server = try await startServerProcess()
        let member = try await FloodAccount.signUpAndLogIn(email: "member@example.com", at: server.baseURL)

        async let signups = FloodAccount.signUp(count: 40, parallel: 8, at: server.baseURL)
        let memberAnswers = try await member.keepWritingAndLoggingIn(times: 5, at: server.baseURL)
        let statuses = await signups

        XCTAssertEqual(statuses.filter { $0 == 201 }.count, Self.documentedSignupsPerAddress - 1, "\(statuses)")
        XCTAssertEqual(statuses.filter { $0 == 429 }.count, 40 - (Self.documentedSignupsPerAddress - 1), "\(statuses)")
        XCTAssertEqual(memberAnswers.loginStatuses, Array(repeating: 200, count: 5))
    }

    func test_reviewFloodThroughTwoInstancesOnPostgreSQL_isCountedAcrossThem() async throws {
        let database = try EndToEndPostgresSchema.make(for: self)
        let environment = ["FOODYBITE_SERVER_DATABASE_URL": database.databaseURL]
        let limit = ["--write-limit", "reviews-per-account=25/h"]
        let first = try await startServerProcess(limit, environment: environment)
        let second = try await startServerProcess(limit, environment: environment)
        let flooder = try await FloodAccount.signUpAndLogIn(email: "flooder@example.com", at: first.baseURL)

        let answers = await flooder.postReviews(count: 200, parallel: 16, at: [first.baseURL, second.baseURL])

        assertFlood(answers, admittedExactly: 25)
        let stored = try await database.query("SELECT count(*) FROM \(database.schema).review")
        XCTAssertEqual(Int(stored), 25)
    }

    // MARK: - Helpers

    /// As the README and `foodybite-server serve --help` state them.
    private static let documentedReviewsPerAccount = 60
    private static let documentedSignupsPerAddress = 20

    private func assertFlood(_ answers: [FloodAnswer], admittedExactly limit: Int, file: StaticString = #filePath, line: UInt = #line) {
        let statuses = Dictionary(grouping: answers, by: \.status).mapValues(\.count)
        XCTAssertEqual(statuses, [200: limit, 429: answers.count - limit], file: file, line: line)
        let retryAfters = answers.filter { $0.status == 429 }.map { $0.retryAfter ?? 0 }
        XCTAssertTrue(retryAfters.allSatisfy { $0 >= 1 && $0 <= 3_600 }, "Retry-After: \(Set(retryAfters))", file: file, line: line)
    }
}

private struct FloodAnswer: Sendable {
    let status: Int
    let retryAfter: Int?
}

private struct NeighbourAnswers {
    var reviewStatuses: [Int] = []
    var loginStatuses: [Int] = []
}

/// An account driven over raw HTTP, seeing every status and `Retry-After`.
private struct FloodAccount: Sendable {
    let email: String
    let accessToken: String

    /// The API takes the client's digest of the typed password; any 8+ characters stand in for it here.
    static let password = String(repeating: "ab12", count: 32)

    static func signUpAndLogIn(email: String, at baseURL: URL) async throws -> FloodAccount {
        let signup = await send("POST", baseURL.appendingPathComponent("auth/signup"), json: ["name": "Flood Test", "email": email, "password": password])
        guard signup.status == 201 else { throw EndToEndSetupError.failed("signup answered \(signup.status)") }
        let (login, token) = await logIn(email: email, at: baseURL)
        guard login.status == 200, let token else { throw EndToEndSetupError.failed("login answered \(login.status)") }
        return FloodAccount(email: email, accessToken: token)
    }

    static func signUp(count: Int, parallel: Int, at baseURL: URL) async -> [Int] {
        await inParallel(count: count, width: parallel) { index in
            await send("POST", baseURL.appendingPathComponent("auth/signup"), json: ["name": "Signup \(index)", "email": "signup\(index)@example.com", "password": password]).status
        }
    }

    /// `count` reviews of made-up restaurants, `parallel` at a time, spread over `baseURLs` in turn.
    func postReviews(count: Int, parallel: Int, at baseURLs: [URL]) async -> [FloodAnswer] {
        await Self.inParallel(count: count, width: parallel) { index in
            let baseURL = baseURLs[index % baseURLs.count]
            return await Self.send("POST", baseURL.appendingPathComponent("review"), json: review(of: "made-up-\(index)"), token: accessToken)
        }
    }

    /// A review and a login in turn, `times` each.
    func keepWritingAndLoggingIn(times: Int, at baseURL: URL) async throws -> NeighbourAnswers {
        var answers = NeighbourAnswers()
        for index in 0..<times {
            let review = await Self.send("POST", baseURL.appendingPathComponent("review"), json: review(of: "neighbourhood-\(index)"), token: accessToken)
            answers.reviewStatuses.append(review.status)
            answers.loginStatuses.append(await Self.logIn(email: email, at: baseURL).answer.status)
        }
        return answers
    }

    private func review(of restaurantID: String) -> [String: Any] {
        ["restaurantID": restaurantID, "text": "Flood", "stars": 3, "createdAt": ISO8601DateFormatter().string(from: Date())]
    }

    private static func logIn(email: String, at baseURL: URL) async -> (answer: FloodAnswer, token: String?) {
        var body = Data()
        let answer = await send("POST", baseURL.appendingPathComponent("auth/login"), json: ["email": email, "password": password]) { body = $0 }
        let token = ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]).flatMap { $0["token"] as? [String: Any] }?["accessToken"] as? String
        return (answer, token)
    }

    private static func inParallel<Result: Sendable>(count: Int, width: Int, _ work: @escaping @Sendable (Int) async -> Result) async -> [Result] {
        await withTaskGroup(of: [Result].self) { group in
            for lane in 0..<width {
                group.addTask {
                    var results: [Result] = []
                    for index in stride(from: lane, to: count, by: width) {
                        results.append(await work(index))
                    }
                    return results
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// Status 0 when the request failed without an answer.
    private static func send(
        _ method: String, _ url: URL, json: [String: Any], token: String? = nil, body: (Data) -> Void = { _ in }
    ) async -> FloodAnswer {
        var request = URLRequest(url: url, timeoutInterval: 60)
        request.httpMethod = method
        request.httpBody = try? JSONSerialization.data(withJSONObject: json)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        guard let (data, response) = try? await session.data(for: request), let http = response as? HTTPURLResponse else {
            return FloodAnswer(status: 0, retryAfter: nil)
        }
        body(data)
        return FloodAnswer(status: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After").flatMap(Int.init))
    }

    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 16
        return URLSession(configuration: configuration)
    }()
}
