import Shared
import SharedCLI

/// Makes the Location flow from the ports App hands it.
@MainActor
public final class LocationModuleBuilder: ModuleBuildable {
    private let provider: any LocationProviding
    private let store: any SavedLocationStore
    private let places: (any PlaceNameLookup)?
    private let console: Console

    nonisolated public init(provider: any LocationProviding, store: any SavedLocationStore, places: (any PlaceNameLookup)? = nil, console: Console) {
        self.provider = provider
        self.store = store
        self.places = places
        self.console = console
    }

    public func buildModule(for action: LocationAction) throws -> Module<Void> {
        let viewModel = LocationViewModel(provider: provider, store: store, places: places)
        let view = LocationView(console: console)
        let load: @MainActor () async throws -> LocationViewData = switch action {
        case .show: viewModel.show
        case let .set(coordinates): { try await viewModel.save(coordinates) }
        case let .setPlace(name):
            { [console] in try await viewModel.save(placeNamed: name, choose: PlaceChoicePrompt.chooser(for: console)) }
        case .clear: viewModel.clear
        }
        return Module(coordinator: LoadAndRenderCoordinator(console: console, load: load, render: { try view.render($0, after: action) }))
    }
}
