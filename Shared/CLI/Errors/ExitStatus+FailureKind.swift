import Shared

extension ExitStatus {
    /// The status the command-line contract gives each kind of failure.
    public init(_ kind: FailureKind) {
        switch kind {
        case .invalidRequest: self = .usage
        case .invalidData: self = .dataError
        case .unavailable: self = .unavailable
        case .unauthorised: self = .noPermission
        case .failed: self = .failure
        }
    }
}
