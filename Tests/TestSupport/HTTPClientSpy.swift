import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `HTTPClient` that records requests and answers each with the next queued result.
public final class HTTPClientSpy: HTTPClient, @unchecked Sendable {
    public enum Answer {
        case response(status: Int, body: Data, headers: [String: String])
        case failure(any Error)
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var recorded: [URLRequest] = []
    private let fallback: Answer

    public init(answers: [Answer] = [], fallback: Answer = .response(status: 200, body: Data("{}".utf8), headers: [:])) {
        self.answers = answers
        self.fallback = fallback
    }

    public var requests: [URLRequest] {
        lock.withLock { recorded }
    }

    public func enqueue(_ answer: Answer) {
        lock.withLock { answers.append(answer) }
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let answer = lock.withLock { () -> Answer in
            recorded.append(request)
            return answers.isEmpty ? fallback : answers.removeFirst()
        }
        switch answer {
        case let .response(status, body, headers):
            return (body, HTTPURLResponse(url: request.url ?? anyURL(), statusCode: status, httpVersion: nil, headerFields: headers)!)
        case let .failure(error):
            throw error
        }
    }
}

extension HTTPClientSpy.Answer {
    public static func json(_ text: String, status: Int = 200) -> Self {
        .response(status: status, body: Data(text.utf8), headers: ["Content-Type": "application/json"])
    }

    public static func status(_ status: Int) -> Self {
        .response(status: status, body: Data(), headers: [:])
    }
}
