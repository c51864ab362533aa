/// The largest bodies the Foodybite API reads: `profileImage` on the routes that carry a profile image
/// (signup, account update), `standard` everywhere else.
package struct RequestBodyLimits: Sendable, Equatable {
    package let standard: Int
    package let profileImage: Int

    package init(standard: Int, profileImage: Int) {
        self.standard = standard
        self.profileImage = profileImage
    }
}
