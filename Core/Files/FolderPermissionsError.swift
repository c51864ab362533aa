import Shared

public enum FolderPermissionsError: Error, Equatable {
    case ownedByAnotherUser(path: String, owner: UInt32)
    case cannotMakePrivate(path: String)
}

extension FolderPermissionsError: ClassifiedError {
    public var failureKind: FailureKind { .unauthorised }

    public var explanation: String {
        switch self {
        case let .ownedByAnotherUser(path, owner):
            "\(path) belongs to another user (uid \(owner)), who could replace what Foodybite keeps there; it is not used. Choose a folder of your own with --data-dir."
        case let .cannotMakePrivate(path):
            "\(path) can be written by other users, who could replace what Foodybite keeps there, and its permissions cannot be changed; it is not used."
        }
    }
}
