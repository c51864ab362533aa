import Foundation

/// A registered user as the API shows them.
package struct User: Sendable, Equatable {
    package let id: UUID
    package var name: String
    package var email: String
    package var profileImage: Data?

    package init(id: UUID, name: String, email: String, profileImage: Data? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.profileImage = profileImage
    }
}
