import Shared

public enum FileLockError: Error, Equatable {
    case cannotOpen(path: String)
    case timedOut(path: String)
}

extension FileLockError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .cannotOpen(path):
            UserFacingMessage("Cannot open the lock file \(path).", hint: "Check the folder's permissions or choose another with --data-dir.", exitStatus: .failure)
        case let .timedOut(path):
            UserFacingMessage("Another foodybite has held \(path) for too long.", hint: "Wait for it to finish, then try again.", exitStatus: .failure)
        }
    }
}
