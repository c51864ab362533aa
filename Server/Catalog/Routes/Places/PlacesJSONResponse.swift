import Hummingbird
import NIOCore
import ServerJSON

/// Places JSON answers: always HTTP 200, the outcome in `status`.
enum PlacesJSONResponse {
    static func make(_ body: JSONValue) -> Response {
        make(body.bytes)
    }

    /// An answer already written, as `JSONWriter` writes it.
    static func make(_ body: [UInt8]) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=UTF-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }

    /// An error answer: `status`, `error_message` when there is one, and the route's empty members.
    static func error(_ error: PlacesRequestError, emptyMembers: [(String, JSONValue)]) -> Response {
        var members = emptyMembers.map { (key: $0.0, value: $0.1) }
        if let message = error.message {
            members.append((key: "error_message", value: .string(message)))
        }
        members.append((key: "status", value: .string(error.status.rawValue)))
        return make(.object(members))
    }
}
