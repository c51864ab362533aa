import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An account made over the API (behind the CLI's back) to drive load with: signed up and logged in
/// through whatever `baseURL` is (a balancer spreads the two over instances).
struct APIAccount: Sendable {
    let name: String
    let accessToken: String

    static func signUpAndLogIn(name: String, email: String, at baseURL: URL) async throws -> APIAccount {
        // The API takes the client's digest of the typed password; any 8+ characters stand in for it here.
        let password = String(repeating: "ab12", count: 32)
        let (signupStatus, _) = try await send("POST", baseURL.appendingPathComponent("auth/signup"), json: ["name": name, "email": email, "password": password])
        guard signupStatus == 201 else { throw EndToEndSetupError.failed("signup answered \(signupStatus)") }
        let (loginStatus, body) = try await send("POST", baseURL.appendingPathComponent("auth/login"), json: ["email": email, "password": password])
        let token = (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["token"] as? [String: Any]
        guard loginStatus == 200, let accessToken = token?["accessToken"] as? String else {
            throw EndToEndSetupError.failed("login answered \(loginStatus)")
        }
        return APIAccount(name: name, accessToken: accessToken)
    }

    /// POST /review; true when the server acknowledged it (2xx). A dropped connection is no acknowledgement.
    func postReview(of restaurantID: String, text: String, stars: Int, at baseURL: URL) async -> Bool {
        let body: [String: Any] = ["restaurantID": restaurantID, "text": text, "stars": stars, "createdAt": ISO8601DateFormatter().string(from: Date())]
        guard let (status, _) = try? await Self.send("POST", baseURL.appendingPathComponent("review"), json: body, token: accessToken) else { return false }
        return (200..<300).contains(status)
    }

    /// GET /review/{restaurantID}: (author name, text) of every review of it.
    func reviews(of restaurantID: String, at baseURL: URL) async throws -> [(author: String, text: String)] {
        let encoded = restaurantID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? restaurantID
        let url = URL(string: baseURL.absoluteString + "/review/" + encoded)!
        let (status, body) = try await Self.send("GET", url, json: nil, token: accessToken)
        guard status == 200, let list = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] else {
            throw EndToEndSetupError.failed("GET /review/\(restaurantID) answered \(status)")
        }
        return list.compactMap { review in
            guard let author = review["authorName"] as? String, let text = review["reviewText"] as? String else { return nil }
            return (author, text)
        }
    }

    private static func send(_ method: String, _ url: URL, json: [String: Any]?, token: String? = nil) async throws -> (Int, Data) {
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await session.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    private static let session = URLSession(configuration: .ephemeral)
}
