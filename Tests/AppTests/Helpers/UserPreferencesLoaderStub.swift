import PreferencesFeature

struct UserPreferencesLoaderStub: UserPreferencesLoader {
    let result: Result<UserPreferences, any Error>

    func load() async throws -> UserPreferences {
        try result.get()
    }
}
