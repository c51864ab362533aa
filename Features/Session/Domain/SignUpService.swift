import Foundation

public protocol SignUpService: Sendable {
    /// Creates an account. `password` is what the person typed; implementations never send it as is.
    func signUp(name: String, email: String, password: String, profileImage: Data?) async throws
}
