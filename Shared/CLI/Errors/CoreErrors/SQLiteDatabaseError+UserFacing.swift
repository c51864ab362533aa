import Core

extension SQLiteDatabaseError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .madeByNewerVersion: UserFacingMessage(self, hint: "Update Foodybite, or use another --data-dir.")
        case .cannotOpen: UserFacingMessage(self, hint: "Check the folder's permissions, or keep Foodybite's files elsewhere with --data-dir.")
        case .damaged, .foreign: UserFacingMessage(self)
        }
    }
}
