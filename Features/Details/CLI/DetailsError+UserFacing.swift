import SharedCLI

extension DetailsError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .notFound: UserFacingMessage(self, hint: "Ids are listed by `foodybite nearby` and `foodybite search`.")
        case .photoNotFound: UserFacingMessage(self, hint: "References are listed by `foodybite details ID`.")
        case .notAnImage: UserFacingMessage(self)
        }
    }
}
