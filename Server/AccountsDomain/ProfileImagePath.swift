import Foundation

/// Where a user's profile image is served (`GET /users/{id}/profileImage`): what other slices link to
/// instead of carrying the image.
package enum ProfileImagePath {
    package static func ofUser(_ id: UUID) -> String {
        "/users/\(id.uuidString)/profileImage"
    }
}
