import Hummingbird
import ServerHTTP

/// The database could not answer: unreachable, restarting, out of connections, or a
/// transaction lost a race the database broke off (serialization failure, deadlock). Nothing was
/// committed, so the request can be sent again: `StorageErrorMiddleware` answers 503 with
/// `Retry-After`, never 500. The store that can fail so recognises it (ServerPostgres, from PSQLError).
package struct StorageUnavailableError: Error, Equatable {
    package static let retryAfterSeconds = StorageBusyError.retryAfterSeconds

    package enum Reason: Equatable {
        case unreachable
        case conflict
    }

    package let reason: Reason

    package static let unreachable = StorageUnavailableError(reason: .unreachable)

    package init(reason: Reason) {
        self.reason = reason
    }

    package var apiError: APIError {
        let message = switch reason {
        case .unreachable: "The database is unavailable; try again in a few seconds."
        case .conflict: "The database is busy with a conflicting change; try again in a few seconds."
        }
        return APIError(.serviceUnavailable, message, headers: [.retryAfter: "\(Self.retryAfterSeconds)"])
    }
}
