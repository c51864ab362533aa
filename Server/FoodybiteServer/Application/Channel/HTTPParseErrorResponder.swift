import Accounts
import Catalog
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import ServerHTTP

/// Answers requests the HTTP decoder refuses (a request line or headers over its limit, bytes that are
/// not HTTP) with a JSON error like every other answer, and never answers one request twice.
///
/// Hummingbird writes a bare `400` with `Connection: close` and no body when the decoder fails. This
/// handler, between the decoder and Hummingbird, replaces that answer with the JSON error in the shape
/// of the path the request was for (Google's error object under `/v1/`, sniffed from the request's
/// first bytes by `RequestStartSniffer`), with 431 for an oversized head. When the route had already
/// answered (a body broke after the route replied without reading it), Hummingbird's extra answer is
/// dropped instead.
final class HTTPParseErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The first bytes of the request being received, for `RequestStartSniffer` to fill.
    var requestStart: [UInt8] = []
    /// Whether the next bytes received start a new request.
    private(set) var awaitsRequestStart = true

    private var requestOpen = false
    private var openRequestAnswered = false
    private var parseError: HTTPParserError?
    private var parseErrorInAnsweredRequest = false
    private var droppingAnswer = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestOpen = true
            openRequestAnswered = false
        case .end:
            requestOpen = false
            awaitsRequestStart = true
            requestStart = []
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    /// Called by the sniffer with the first bytes of a new request.
    func noteRequestStart(_ bytes: [UInt8]) {
        requestStart = bytes
        awaitsRequestStart = false
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError, parseError == nil {
            parseError = error
            parseErrorInAnsweredRequest = requestOpen
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        switch part {
        case let .head(response) where parseError != nil && Self.isDecoderFailureAnswer(response):
            if parseErrorInAnsweredRequest && openRequestAnswered {
                droppingAnswer = true
                promise?.succeed()
                return
            }
            let (head, body) = answer(to: parseError ?? .unknown)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(body)), promise: promise)
        case .body where droppingAnswer:
            promise?.succeed()
        case .end where droppingAnswer:
            droppingAnswer = false
            promise?.succeed()
            context.flush()
        case .end:
            if requestOpen { openRequestAnswered = true }
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    /// Hummingbird's answer to a decoder failure: 400, `Connection: close`, no body.
    private static func isDecoderFailureAnswer(_ response: HTTPResponse) -> Bool {
        response.status == .badRequest && response.headerFields[.connection] == "close" && response.headerFields[.contentLength] == "0"
    }

    private func answer(to error: HTTPParserError) -> (HTTPResponse, ByteBuffer) {
        let tooLarge = error == .headerOverflow
        let status: HTTPResponse.Status = tooLarge ? .requestHeaderFieldsTooLarge : .badRequest
        let reason = tooLarge
            ? "The request line and headers are too large (at most \(Self.headLimitDescription))."
            : "The request is not valid HTTP (\(error))."
        let body: Data
        let contentType: String
        if RequestStartSniffer.path(in: requestStart)?.hasPrefix(PlacesNewErrorMiddleware<FoodybiteRequestContext>.pathPrefix) == true {
            var googleError = PlacesNewError.invalidArgument(reason)
            googleError.httpStatus = status
            body = Data(googleError.body.serialized)
            contentType = "application/json; charset=UTF-8"
        } else {
            body = JSONErrorResponse.data(reason: reason)
            contentType = "application/json; charset=utf-8"
        }
        let head = HTTPResponse(
            status: status,
            headerFields: [.contentType: contentType, .contentLength: String(body.count), .connection: "close"]
        )
        return (head, ByteBuffer(bytes: body))
    }

    private static let headLimitDescription = "80 KiB"
}
