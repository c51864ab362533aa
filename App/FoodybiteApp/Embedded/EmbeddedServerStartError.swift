import Foundation
import Shared
import SharedCLI

/// The embedded server did not start: the service is unavailable, so a cached answer may stand in.
struct EmbeddedServerStartError: ClassifiedError, Equatable {
    let reason: String
    let dataDirectory: URL

    var failureKind: FailureKind { .unavailable }
    var explanation: String { "The embedded server could not start: \(reason)" }
}

extension EmbeddedServerStartError: UserFacingError {
    var userFacingMessage: UserFacingMessage {
        UserFacingMessage(self, hint: "Its data is in \(dataDirectory.path); point at another server with --server.")
    }
}
