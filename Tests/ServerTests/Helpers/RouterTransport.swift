@testable import Accounts
@testable import FoodybiteServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hands requests straight to the server's router through Hummingbird's `.router` test mode: no socket,
/// no peer address (the context's `remoteAddress` is "unknown").
struct RouterTransport: ServerTransport {
    private let responder: Router<FoodybiteRequestContext>.Responder

    init(router: Router<FoodybiteRequestContext>) {
        self.responder = router.buildResponder()
    }

    func send(_ request: URLRequest) async throws -> ServerClient.Answer {
        guard let url = request.url else { throw URLError(.badURL) }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var uri = components?.percentEncodedPath ?? "/"
        if let query = components?.percentEncodedQuery { uri += "?" + query }
        var headers = HTTPFields()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        let method = HTTPRequest.Method(request.httpMethod ?? "GET") ?? .get
        let body = request.httpBody.map { ByteBuffer(bytes: $0) }
        let application = Application(responder: responder, logger: Logger(label: "router-test") { _ in SwiftLogNoOpLogHandler() })
        let (target, fields) = (uri, headers)
        let response = try await application.test(.router) { client in
            try await client.execute(uri: target, method: method, headers: fields, body: body)
        }
        var answerHeaders: [String: String] = [:]
        for field in response.headers {
            answerHeaders[field.name.rawName] = answerHeaders[field.name.rawName].map { $0 + ", " + field.value } ?? field.value
        }
        return ServerClient.Answer(status: Int(response.status.code), headers: answerHeaders, body: Data(buffer: response.body))
    }
}
