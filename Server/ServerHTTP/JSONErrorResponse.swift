import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

package enum JSONErrorResponse {
    private struct Body: Encodable {
        let error = true
        let reason: String
    }

    package static func make(status: HTTPResponse.Status, reason: String, headers: HTTPFields = [:]) -> Response {
        let data = data(reason: reason)
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The body alone: `{"error": true, "reason": "..."}`.
    package static func data(reason: String) -> Data {
        (try? JSONEncoder().encode(Body(reason: reason))) ?? Data(#"{"error":true,"reason":"Error"}"#.utf8)
    }
}
