import Core
import Foundation

/// POST /auth/account (full replacement; answers the account) and DELETE /auth/account.
enum AccountEndpoint: Endpoint {
    struct UpdateBody: Encodable, Sendable {
        let name: String
        let email: String
        let profileImage: Data?
    }

    case post(UpdateBody)
    case delete

    var path: String { "/auth/account" }

    var method: HTTPMethod {
        switch self {
        case .post: .post
        case .delete: .delete
        }
    }

    var body: (any Encodable & Sendable)? {
        switch self {
        case let .post(body): body
        case .delete: nil
        }
    }
}
