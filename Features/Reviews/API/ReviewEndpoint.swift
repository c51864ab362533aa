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
    /// `after`: the page token of the server's `Foodybite-Next-Page`.
    case get(ReviewsScope, after: String? = nil)

    var path: String {
        "/" + pathSegments.joined(separator: "/")
    }

    /// A restaurant id is one segment, whatever characters it holds.
    var pathSegments: [String] {
        switch self {
        case .post, .get(.mine, _): ["review"]
        case let .get(.restaurant(id), _): ["review", id]
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case let .get(_, after?): [URLQueryItem(name: "after", value: after)]
        case .post, .get: []
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
