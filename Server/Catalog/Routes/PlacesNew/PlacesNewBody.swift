import Foundation
import Hummingbird
import NIOCore
import ServerHTTP
import ServerJSON

/// Reads a Places API (New) JSON body up to a size limit: an empty body is an empty object, another
/// media type is a 415 (as on every JSON route), and anything that is not a JSON object of the right
/// types is Google's INVALID_ARGUMENT naming the field.
enum PlacesNewBody {
    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await JSONBody.read(request, limit: limit)
        } catch is NIOTooManyBytesError {
            throw PlacesNewError.invalidArgument("The request body is too large (at most \(limit) bytes).")
        } catch let error as APIError where error.status == .unsupportedMediaType {
            throw PlacesNewError(status: .invalidArgument, message: error.reason, httpStatus: .unsupportedMediaType)
        }
        let data = buffer.readableBytes == 0 ? Data("{}".utf8) : Data(buffer.readableBytesView)
        // Checked, not built: the decoder reads it next.
        let isValid = data.withUnsafeBytes { bytes in
            (try? JSONByteParser.parse(bytes.bindMemory(to: UInt8.self), baseOffset: 0, building: false)) != nil
        }
        guard isValid else {
            throw PlacesNewError.invalidArgument("Invalid JSON payload received. The request body is not valid JSON.")
        }
        guard data.first(where: { !Self.whitespace.contains($0) }) == UInt8(ascii: "{") else {
            throw PlacesNewError.invalidArgument("Invalid JSON payload received. The request body must be a JSON object.")
        }
        do {
            return try JSONBody.decode(type, from: data)
        } catch let error as APIError {
            throw PlacesNewError.invalidArgument("Invalid JSON payload received. \(error.reason)")
        }
    }
}
