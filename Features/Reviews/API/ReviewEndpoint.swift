import Core
import Foundation

/// POST /review, GET /review (the caller's own) and GET /review/{restaurantID} (every author's).
enum ReviewEndpoint: Endpoint {
    struct PostBody: Encodable, Sendable {
        let restaurantID: String
        let text: String
        let stars: Int
        let createdAt: Date
    }

    case post(PostBody)
    case get(ReviewsScope)

    var path: String {
        "/" + pathSegments.joined(separator: "/")
    }

    /// A restaurant id is one segment, whatever characters it holds.
    var pathSegments: [String] {
        switch self {
        case .post, .get(.mine): ["review"]
        case let .get(.restaurant(id)): ["review", id]
        }
    }

    var method: HTTPMethod {
        switch self {
        case .post: .post
        case .get: .get
        }
    }

    var body: (any Encodable & Sendable)? {
        switch self {
        case let .post(body): body
        case .get: nil
        }
    }
}
