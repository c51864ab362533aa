import AccountsDomain
import Foundation
import Hummingbird

/// What the review routes need of a request's context, so that Reviews knows Accounts only by its
/// domain: the caller (behind authentication), the session of a verified access token (behind token
/// verification, checked against the store in the same read as the list) and the peer's address, for
/// the write limits. The server's context conforms where the slices are composed.
package protocol ReviewsRequestContext: RequestContext {
    var remoteAddress: String { get }
    func requireCaller() throws -> AuthenticatedUser
    func requireTokenSession() throws -> (sessionID: UUID, userID: UUID)
}
