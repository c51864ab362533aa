import NIOCore

/// Sits before the HTTP decoder and hands `HTTPParseErrorResponder` the first bytes of each request, so
/// a request the decoder refuses can still be answered in the shape of the path it was for. A request
/// pipelined in the same read as the end of the one before is sniffed as that one (its answer then has
/// the other shape: still JSON).
final class RequestStartSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Enough for the method and the start of the path.
    static let sniffedByteCount = 64

    private let responder: HTTPParseErrorResponder

    init(responder: HTTPParseErrorResponder) {
        self.responder = responder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if responder.awaitsRequestStart {
            let buffer = unwrapInboundIn(data)
            let bytes = buffer.getBytes(at: buffer.readerIndex, length: min(buffer.readableBytes, Self.sniffedByteCount)) ?? []
            if !bytes.isEmpty { responder.noteRequestStart(bytes) }
        }
        context.fireChannelRead(data)
    }

    /// The path of a request line's start (`GET /v1/places/... HTTP/1.1`), or nil when it has none.
    static func path(in requestStart: [UInt8]) -> String? {
        let line = requestStart.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
        guard line.count >= 2, line[1].first == UInt8(ascii: "/") else { return nil }
        return String(decoding: line[1], as: UTF8.self)
    }
}
