import AccountsDomain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServerHTTP

/// GET /users/{id}/profileImage: a user's profile image, to any signed-in user (reviews point here
/// instead of carrying their authors' images). One image per response, at most the size an account
/// update accepts.
package struct ProfileImageController: Sendable {
    package let users: any UserRepository

    package init(users: any UserRepository) {
        self.users = users
    }

    /// `authenticated`: a group behind `AuthenticationMiddleware`.
    package func addRoutes(to authenticated: RouterGroup<FoodybiteRequestContext>) {
        authenticated.get("users/{id}/profileImage", use: profileImage)
    }

    @Sendable package func profileImage(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        _ = try context.requireCaller()
        guard
            let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
            let image = try await users.profileImage(ofUserID: id)
        else {
            throw APIError.notFound("This user has no profile image.")
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: Self.contentType(of: image),
                .contentLength: String(image.count),
                .init("X-Content-Type-Options")!: "nosniff",
                .cacheControl: "private, max-age=60",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image))
        )
    }

    /// The type the image's first bytes announce; anything else is served as opaque bytes (with
    /// `nosniff`, so a browser never runs an uploaded "image" as a page).
    package static func contentType(of image: Data) -> String {
        let signatures: [(bytes: [UInt8], type: String)] = [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "image/png"),
            ([0xFF, 0xD8, 0xFF], "image/jpeg"),
            (Array("GIF8".utf8), "image/gif"),
        ]
        if let match = signatures.first(where: { image.starts(with: $0.bytes) }) { return match.type }
        if image.count >= 12, image.starts(with: Array("RIFF".utf8)), image.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            return "image/webp"
        }
        return "application/octet-stream"
    }
}
