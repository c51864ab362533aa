import Shared

@MainActor
public final class LocationViewModel {
    public private(set) var state: LoadState<LocationViewData> = .idle

    private let provider: any LocationProviding
    private let store: any SavedLocationStore

    public init(provider: any LocationProviding, store: any SavedLocationStore) {
        self.provider = provider
        self.store = store
    }

    public func show() async {
        await perform { try await self.provider.currentLocation(explicit: nil) }
    }

    public func save(_ coordinates: Coordinates) async {
        await perform {
            try await self.store.save(coordinates)
            return try await self.provider.currentLocation(explicit: nil)
        }
    }

    public func clear() async {
        await perform {
            try await self.store.clear()
            return try await self.provider.currentLocation(explicit: nil)
        }
    }

    private func perform(_ work: () async throws -> UserLocation) async {
        state = .loading
        do {
            state = .loaded(LocationViewData(try await work()))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
