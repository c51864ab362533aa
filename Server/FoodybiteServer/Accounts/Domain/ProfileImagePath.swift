import Foundation

/// Where a user's profile image is served (`GET /users/{id}/profileImage`): what other slices link to
/// instead of carrying the image.
enum ProfileImagePath {
    static func ofUser(_ id: UUID) -> String {
        "/users/\(id.uuidString)/profileImage"
    }
}
