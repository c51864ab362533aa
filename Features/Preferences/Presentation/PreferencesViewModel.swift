import Shared

/// Shows, changes and resets the search preferences. Values passed as flags were checked by the
/// command; values typed at a prompt are checked here.
@MainActor
public final class PreferencesViewModel {
    private let loader: any UserPreferencesLoader
    private let saver: any UserPreferencesSaver

    public init(loader: any UserPreferencesLoader, saver: any UserPreferencesSaver) {
        self.loader = loader
        self.saver = saver
    }

    public func load() async throws -> PreferencesViewData {
        PreferencesViewData(try await loader.load())
    }

    /// Saves what `changes` gives on top of the saved preferences; the preferences now.
    public func apply(_ changes: PreferencesChanges) async throws -> PreferencesViewData {
        let current = try await loader.load()
        let updated = UserPreferences(radius: changes.radius ?? current.radius, minimumRating: changes.minimumRating ?? current.minimumRating)
        try await saver.save(updated)
        return PreferencesViewData(updated)
    }

    public func reset() async throws -> PreferencesViewData {
        try await saver.reset()
        return PreferencesViewData(.default)
    }

    /// A radius typed at a prompt: a whole number of metres in range, else nil.
    public func radius(fromTyped text: String) -> Int? {
        Int(text).flatMap { SearchCriteriaRange.radius.contains($0) ? $0 : nil }
    }

    /// A minimum rating typed at a prompt: a number of stars in range, else nil.
    public func minimumRating(fromTyped text: String) -> Double? {
        Double(text).flatMap { SearchCriteriaRange.minimumRating.contains($0) ? $0 : nil }
    }
}
