import Foundation

/// The user behind a valid access token, and the session (login) the token belongs to. Read from storage
/// on every request, so a renamed user shows their new name and a removed session is noticed at once.
struct AuthenticatedUser: Sendable, Equatable {
    let id: UUID
    let name: String
    let email: String
    let sessionID: UUID
}
