import Foundation

/// A registered user as the API shows them.
struct User: Sendable, Equatable {
    let id: UUID
    var name: String
    var email: String
    var profileImage: Data?
}
