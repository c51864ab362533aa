import Shared

@MainActor
public final class PreferencesViewModel {
    public static let nothingToSet = UserFacingMessage("Nothing to set.", hint: "Pass --radius METRES and/or --min-rating STARS.", exitStatus: .usage)

    public private(set) var state: LoadState<PreferencesViewData> = .idle

    private let loader: any UserPreferencesLoader
    private let saver: any UserPreferencesSaver

    public init(loader: any UserPreferencesLoader, saver: any UserPreferencesSaver) {
        self.loader = loader
        self.saver = saver
    }

    public func load() async {
        await perform { try await self.loader.load() }
    }

    public func apply(_ changes: PreferencesChanges) async {
        guard changes.radius != nil || changes.minimumRating != nil else {
            state = .failed(Self.nothingToSet)
            return
        }
        if let failure = changes.radius.flatMap(PreferencesValidator.validateRadius)
            ?? changes.minimumRating.flatMap(PreferencesValidator.validateMinimumRating) {
            state = .failed(failure)
            return
        }
        await perform {
            let current = try await self.loader.load()
            let updated = UserPreferences(radius: changes.radius ?? current.radius, minimumRating: changes.minimumRating ?? current.minimumRating)
            try await self.saver.save(updated)
            return updated
        }
    }

    public func reset() async {
        await perform {
            try await self.saver.reset()
            return .default
        }
    }

    private func perform(_ work: () async throws -> UserPreferences) async {
        state = .loading
        do {
            state = .loaded(PreferencesViewData(try await work()))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
