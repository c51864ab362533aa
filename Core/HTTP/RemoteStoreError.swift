import Shared

/// What went wrong with an answer that did arrive.
public enum RemoteStoreError: Error, Equatable, Sendable {
    /// 401: the credentials or the session were not accepted.
    case unauthorized(reason: String?)
    /// Any other 4xx, with the server's reason when it gave one.
    case rejected(status: Int, reason: String?)
    /// 5xx.
    case serverError(status: Int, reason: String?)
    /// A 2xx whose body is not what the contract promises.
    case invalidData
}

extension RemoteStoreError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .unauthorized(reason):
            UserFacingMessage(reason ?? "The server did not accept your credentials.", hint: "Log in again with `foodybite session login`.", exitStatus: .noPermission)
        case let .rejected(status, reason):
            UserFacingMessage(reason.map { "The server refused the request: \($0)" } ?? "The server refused the request (HTTP \(status)).", exitStatus: Self.exitStatus(forRejection: status))
        case let .serverError(status, reason):
            UserFacingMessage("The server failed (HTTP \(status))" + (reason.map { ": \($0)" } ?? "."), exitStatus: .unavailable)
        case .invalidData:
            UserFacingMessage("The server answered with data this app does not understand.", exitStatus: .failure)
        }
    }

    private static func exitStatus(forRejection status: Int) -> ExitStatus {
        switch status {
        case 403: .noPermission
        case 400, 409, 413, 422: .dataError
        default: .failure
        }
    }
}
