import AccountsDomain

/// A hash of nothing in particular at the configured cost, made the first time it is needed (not at start:
/// the app starts an embedded server for every command).
actor UnknownUserHash {
    private var hash: String?

    func value(using hasher: BcryptPasswordHasher) async throws -> String {
        if let hash { return hash }
        let made = try await hasher.hash(RefreshToken.generate())
        // Another login may have made one while this one was hashing: keep the first.
        let value = hash ?? made
        hash = value
        return value
    }
}
