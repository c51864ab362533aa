import FoodybiteServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import XCTest

/// The real server on a small filesystem that fills up: signups, logins and reviews answer 503 with
/// `Retry-After` and a message about storage, the failure is logged at error level, `/health` says the
/// storage is full, nothing stored before is lost, and everything works again once space is freed.
/// Mounting the filesystem (a tmpfs) needs root: CI runs it; elsewhere the test skips, saying so.
final class FullDiskEndToEndTests: XCTestCase {
    func test_fullDisk_answers503WithRetryAfterAndHealthSaysSoUntilSpaceIsFreed() async throws {
        let mount = try SmallFilesystem.mount(megabytes: 24, for: self)
        let errorLog = try makeTemporaryDirectory().appendingPathComponent("server.log")
        let server = try await startServerProcess(["--write-limit", "off"], dataDirectory: mount.appendingPathComponent("data"), errorLog: errorLog)
        let api = RawAPI(baseURL: server.baseURL)
        let ana = ["name": "Ana Lima", "email": "ana@example.com", "password": RawAPI.password]
        let signedUp = try await api.send("POST", "auth/signup", ana)
        XCTAssertEqual(signedUp.status, 201, signedUp.text)
        let token = try await api.accessToken(email: "ana@example.com")
        let reviewed = try await api.send("POST", "review", api.review(of: "stored-before"), token: token)
        XCTAssertEqual(reviewed.status, 200, reviewed.text)

        let filler = try SmallFilesystem.fill(mount)
        // SQLite first fills the room its write-ahead log already has: signups with 2 MB profile images
        // soon need more, each answered 201 (stored) or 503 (nothing stored), never anything else.
        var acknowledged: [String] = []
        var refused: RawAPI.Answer?
        for index in 0..<20 where refused == nil {
            let email = "bulky\(index)@example.com"
            let answer = try await api.send("POST", "auth/signup", RawAPI.signup(email: email, imageBytes: 2 << 20))
            XCTAssertTrue([201, 503].contains(answer.status), "signup \(index): \(answer.status) \(answer.text)")
            if answer.status == 201 { acknowledged.append(email) } else { refused = answer }
        }
        let signup = try XCTUnwrap(refused, "No write failed on the full filesystem")
        let review = try await api.send("POST", "review", api.review(of: "written-while-full"), token: token)
        let health = try await api.send("GET", "health")

        XCTAssertEqual(signup.retryAfter, 60, signup.text)
        XCTAssertTrue(signup.text.contains("storage is full"), signup.text)
        XCTAssertTrue([200, 503].contains(review.status), review.text)
        XCTAssertEqual(health.status, 503, health.text)
        XCTAssertEqual(health.json?["database"] as? String, "full", health.text)
        let log = try String(contentsOf: errorLog, encoding: .utf8)
        XCTAssertTrue(log.contains("error") && log.contains("storage full"), log)

        try FileManager.default.removeItem(at: filler)
        let healthAfter = try await api.send("GET", "health")
        let signupAfter = try await api.send("POST", "auth/signup", RawAPI.signup(email: "after@example.com", imageBytes: 2 << 20))
        let reviews = try await api.send("GET", "review", token: token)

        XCTAssertEqual(healthAfter.status, 200, healthAfter.text)
        XCTAssertEqual(signupAfter.status, 201, signupAfter.text)
        XCTAssertTrue(reviews.text.contains("stored-before"), "the review stored before the disk filled is kept: \(reviews.text)")
        for email in acknowledged {
            let login = try await api.send("POST", "auth/login", ["email": email, "password": RawAPI.password])
            XCTAssertEqual(login.status, 200, "\(email), acknowledged while the disk filled: \(login.text)")
        }
    }
}

/// A tmpfs of a given size mounted on a fresh directory, unmounted when the test ends.
private enum SmallFilesystem {
    static func mount(megabytes: Int, for testCase: XCTestCase) throws -> URL {
        let directory = try testCase.makeTemporaryDirectory()
        guard getuid() == 0 else {
            try unavailable("mounting a small filesystem needs root")
        }
        let result = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", directory.path])
        guard result == 0 else {
            try unavailable("mount -t tmpfs failed with status \(result)")
        }
        testCase.addTeardownBlock { _ = try? run("/bin/umount", ["-l", directory.path]) }
        return directory
    }

    /// Writes a file until the filesystem has no room left and returns it.
    static func fill(_ directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("filler")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        for chunkSize in [1 << 20, 1 << 12, 1] {
            let chunk = Data(count: chunkSize)
            while (try? handle.write(contentsOf: chunk)) != nil {}
        }
        return file
    }

    private static func unavailable(_ why: String) throws -> Never {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("The full-disk test must run under CI=true, but \(why).")
        }
        throw XCTSkip("Full-disk test skipped: \(why).")
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Requests with every status, body and `Retry-After` seen.
private struct RawAPI {
    struct Answer {
        let status: Int
        let text: String
        let retryAfter: Int?
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] }
    }

    /// The API takes the client's digest of the typed password; any 8+ characters stand in for it here.
    static let password = String(repeating: "ab12", count: 32)

    let baseURL: URL

    static func signup(email: String, imageBytes: Int) -> [String: Any] {
        let image = Data((0..<imageBytes).map { _ in UInt8.random(in: 0...255) })
        return ["name": "Bulky Example", "email": email, "password": password, "profile_image": image.base64EncodedString()]
    }

    func accessToken(email: String) async throws -> String {
        let login = try await send("POST", "auth/login", ["email": email, "password": Self.password])
        let token = login.json?["token"] as? [String: Any]
        return try XCTUnwrap(token?["accessToken"] as? String, login.text)
    }

    func review(of restaurantID: String) -> [String: Any] {
        ["restaurantID": restaurantID, "text": "Kept \(restaurantID)", "stars": 4, "createdAt": ISO8601DateFormatter().string(from: Date())]
    }

    func send(_ method: String, _ path: String, _ json: [String: Any]? = nil, token: String? = nil) async throws -> Answer {
        var request = URLRequest(url: baseURL.appendingPathComponent(path), timeoutInterval: 30)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        let http = response as? HTTPURLResponse
        return Answer(
            status: http?.statusCode ?? 0,
            text: String(decoding: data, as: UTF8.self),
            retryAfter: http?.value(forHTTPHeaderField: "Retry-After").flatMap(Int.init)
        )
    }
}
