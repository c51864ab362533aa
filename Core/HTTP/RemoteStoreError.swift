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

extension RemoteStoreError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .unauthorized: .unauthorised
        case .rejected(status: 403, _): .unauthorised
        case .rejected(status: 400, _), .rejected(status: 409, _), .rejected(status: 413, _), .rejected(status: 422, _): .invalidData
        case .rejected: .failed
        case .serverError: .unavailable
        case .invalidData: .failed
        }
    }

    public var explanation: String {
        switch self {
        case let .unauthorized(reason):
            reason ?? "The server did not accept your credentials."
        case let .rejected(status, reason):
            reason.map { "The server refused the request: \($0)" } ?? "The server refused the request (HTTP \(status))."
        case let .serverError(status, reason):
            "The server failed (HTTP \(status))" + (reason.map { ": \($0)" } ?? ".")
        case .invalidData:
            "The server answered with data this app does not understand."
        }
    }
}
