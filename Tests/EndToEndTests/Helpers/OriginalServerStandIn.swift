import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import NIOCore

/// Our server made to look like the original FoodybiteServer to the app: a proxy in front of it that
/// drops the `foodybite-*` headers the original never sends (so the app cannot tell that other sessions
/// were logged out, nor that a restaurant's reviews are every author's) and keeps review dates without
/// their time, as the original stores them.
final class OriginalServerStandIn: Sendable {
    private let server: LoopbackHTTPServer

    var baseURL: URL { server.baseURL }

    private init(server: LoopbackHTTPServer) {
        self.server = server
    }

    static func start(inFrontOf upstream: URL) async throws -> OriginalServerStandIn {
        let server = try await LoopbackHTTPServer.start { request, _ in
            try await forward(request, to: upstream)
        }
        return OriginalServerStandIn(server: server)
    }

    func stop() async {
        await server.stop()
    }

    private static func forward(_ request: Request, to upstream: URL) async throws -> Response {
        var forwarded = URLRequest(url: URL(string: upstream.absoluteString + request.uri.description)!)
        forwarded.httpMethod = request.method.rawValue
        for field in request.headers where ["authorization", "content-type", "accept"].contains(field.name.canonicalName) {
            forwarded.setValue(field.value, forHTTPHeaderField: field.name.rawName)
        }
        let body = try await request.body.collect(upTo: 1 << 22)
        if body.readableBytes > 0 { forwarded.httpBody = Data(buffer: body) }
        let (data, response) = try await URLSession(configuration: .ephemeral).data(for: forwarded)
        let http = response as? HTTPURLResponse
        var headers = HTTPFields()
        if let type = http?.value(forHTTPHeaderField: "Content-Type") { headers[.contentType] = type }
        let isReviewList = request.method == .get && request.uri.path.hasPrefix("/review")
        let answer = isReviewList ? datesWithoutTime(data) : data
        return Response(status: .init(code: http?.statusCode ?? 502), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: answer)))
    }

    private static func datesWithoutTime(_ data: Data) -> Data {
        guard var reviews = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return data }
        for index in reviews.indices {
            if let createdAt = reviews[index]["createdAt"] as? String {
                reviews[index]["createdAt"] = String(createdAt.prefix(10)) + "T00:00:00Z"
            }
        }
        return (try? JSONSerialization.data(withJSONObject: reviews)) ?? data
    }
}
