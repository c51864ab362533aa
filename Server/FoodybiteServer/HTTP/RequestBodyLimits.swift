/// The largest bodies the Foodybite API reads: `profileImage` on the routes that carry a profile image
/// (signup, account update), `standard` everywhere else.
struct RequestBodyLimits: Sendable, Equatable {
    let standard: Int
    let profileImage: Int
}
