import Foundation
import Hummingbird
import NIOCore
import ServerJSON

/// Reads a JSON request body up to a size limit and decodes it, turning every decoding failure into a
/// 400 whose reason names the field (a body over the limit is a 413, one that is not JSON a 415).
package enum JSONBody {
    package static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int) async throws -> Body {
        let buffer = try await read(request, limit: limit)
        guard buffer.readableBytes > 0 else {
            throw APIError.badRequest("The request body is empty; a JSON object was expected.")
        }
        return try decode(type, from: Data(buffer.readableBytesView))
    }

    /// The body of a request that must carry JSON, up to `limit` bytes: another `Content-Type` is a 415
    /// before anything is read, and so is a body without one; an empty body is left to the caller.
    package static func read(_ request: Request, limit: Int) async throws -> ByteBuffer {
        let verdict = JSONMediaType.verdict(for: request.headers[.contentType])
        guard verdict != .unsupported else { throw APIError(.unsupportedMediaType, JSONMediaType.reason) }
        let buffer = try await request.body.collect(upTo: limit)
        guard verdict == .json || buffer.readableBytes == 0 else { throw APIError(.unsupportedMediaType, JSONMediaType.reason) }
        return buffer
    }

    package static func decode<Body: Decodable>(_ type: Body.Type, from data: Data) throws -> Body {
        do {
            let body = try decoder.decode(Body.self, from: data)
            if let integers = Body.self as? any JSONIntegerFields.Type, let field = integers.fieldWrittenAsNonInteger(in: data) {
                throw APIError.badRequest("`\(field)` must be a whole number written without a fraction or an exponent (e.g. 4).")
            }
            return body
        } catch let DecodingError.keyNotFound(key, context) {
            throw APIError.badRequest("Missing field `\(path(context.codingPath + [key]))`.")
        } catch let DecodingError.valueNotFound(_, context) {
            throw APIError.badRequest("Field `\(path(context.codingPath))` must not be null.")
        } catch let DecodingError.typeMismatch(expected, context) {
            throw APIError.badRequest("Field `\(path(context.codingPath))` has the wrong type (expected \(describe(expected))).")
        } catch let DecodingError.dataCorrupted(context) {
            if context.codingPath.isEmpty {
                throw APIError.badRequest("The request body is not valid JSON.")
            }
            throw APIError.badRequest("Field `\(path(context.codingPath))` is invalid.")
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError.badRequest("The request body could not be read.")
        }
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .base64
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = StrictISO8601Timestamp.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date")
            }
            return date
        }
        return decoder
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is Data.Type: "a base64 string"
        case is Date.Type: "an ISO 8601 date"
        default: "\(type)"
        }
    }
}
