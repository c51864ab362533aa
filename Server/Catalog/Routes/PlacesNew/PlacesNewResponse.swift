import HTTPTypes
import Hummingbird
import NIOCore
import ServerJSON

/// Places API (New) answers: JSON, with the HTTP status telling the outcome.
enum PlacesNewResponse {
    static func make(_ body: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        make(bytes: body.bytes, status: status)
    }

    /// An answer already written as JSON.
    static func make(bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=UTF-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }

    /// Runs a route's work, answering the `PlacesNewError` it throws as Google's error object (other
    /// errors go on to the error middleware, which logs them).
    static func answering(_ work: () async throws -> Response) async throws -> Response {
        do {
            return try await work()
        } catch let error as PlacesNewError {
            return error.response
        }
    }
}
