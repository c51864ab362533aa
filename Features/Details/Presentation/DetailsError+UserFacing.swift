import Shared

extension DetailsError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .notFound(id):
            UserFacingMessage("No restaurant has the id \(id).", hint: "Ids are listed by `foodybite nearby` and `foodybite search`.", exitStatus: .failure)
        case let .photoNotFound(reference):
            UserFacingMessage("No photo has the reference \(reference).", hint: "References are listed by `foodybite details ID`.", exitStatus: .failure)
        case let .notAnImage(contentType):
            UserFacingMessage("The server did not send an image (Content-Type: \(contentType ?? "none")); nothing was saved.", exitStatus: .failure)
        }
    }
}
