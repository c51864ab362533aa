import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// A request that could not be read to its end: its framing is broken (a bad chunk size, a malformed
/// header) or the client went away mid-body. Either way it is the client's doing, answered with a 400
/// in the route's error shape and never logged as a server problem.
package struct RequestReadFailure: Sendable, Equatable {
    package let reason: String
    /// The connection ended early: nobody will read the answer.
    package let isDisconnect: Bool

    /// nil when `error` is not a failure to read the request.
    package init?(_ error: any Error) {
        switch error {
        case HTTPParserError.invalidEOFState:
            self.init(reason: "The request ended before its body was complete.", isDisconnect: true)
        case let error as HTTPParserError:
            self.init(reason: "The request is not valid HTTP (\(error)).", isDisconnect: false)
        case is IOError, is ChannelError:
            self.init(reason: "The connection failed before the request was read.", isDisconnect: true)
        default:
            return nil
        }
    }

    private init(reason: String, isDisconnect: Bool) {
        self.reason = reason
        self.isDisconnect = isDisconnect
    }

    /// Notes the failure at debug level: useful when chasing a client's bug, never an alarm.
    package func log(to logger: Logger, _ request: Request) {
        logger.debug(
            isDisconnect ? "client left before sending the whole request" : "malformed request",
            metadata: ["http.method": "\(request.method.rawValue)", "http.path": "\(request.uri.path)", "reason": "\(reason)"]
        )
    }
}
