public protocol UserPreferencesLoader: Sendable {
    /// The saved preferences, or the defaults when none were saved.
    func load() async throws -> UserPreferences
}
