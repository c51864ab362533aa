import Foundation

/// The user behind a valid access token, and the session (login) the token belongs to. Read from storage
/// on every request, so a renamed user shows their new name and a removed session is noticed at once.
package struct AuthenticatedUser: Sendable, Equatable {
    package let id: UUID
    package let name: String
    package let email: String
    package let sessionID: UUID

    package init(id: UUID, name: String, email: String, sessionID: UUID) {
        self.id = id
        self.name = name
        self.email = email
        self.sessionID = sessionID
    }
}
