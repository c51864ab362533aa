import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 child channel with `HTTPParseErrorResponder` after the decoder and its
/// `RequestStartSniffer` before it, so requests the decoder refuses get JSON answers too.
struct FoodybiteHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    private let base: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, idleTimeout: TimeAmount) {
        self.base = HTTP1Channel(
            responder: responder,
            configuration: .init(additionalChannelHandlers: [HTTPParseErrorResponder()], idleTimeout: idleTimeout)
        )
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let responder = try channel.pipeline.syncOperations.handler(type: HTTPParseErrorResponder.self)
            try channel.pipeline.syncOperations.addHandler(RequestStartSniffer(responder: responder), position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }

    /// The server builder `buildApplication` hands to Hummingbird.
    static func builder(idleTimeout: TimeAmount) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            FoodybiteHTTP1Channel(responder: responder, idleTimeout: idleTimeout)
        }
    }
}
