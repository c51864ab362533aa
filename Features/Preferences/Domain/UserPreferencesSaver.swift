public protocol UserPreferencesSaver: Sendable {
    func save(_ preferences: UserPreferences) async throws
    /// Forgets the saved preferences, so the defaults apply again.
    func reset() async throws
}
