import Foundation
import Shared
import SharedCLI

/// Makes the Favourites flow from the ports App hands it.
@MainActor
public final class FavouritesModuleBuilder: ModuleBuildable {
    private let store: any FavouritesStore
    private let lookup: any FavouriteRestaurantLookup
    private let mapService: MapService
    private let console: Console
    private let now: @Sendable () -> Date

    nonisolated public init(
        store: any FavouritesStore, lookup: any FavouriteRestaurantLookup, mapService: MapService = .openStreetMap, console: Console,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.lookup = lookup
        self.mapService = mapService
        self.console = console
        self.now = now
    }

    /// The list that leads, on a terminal, to a favourite's page.
    public func buildListModule(navigation: FavouritesNavigation) throws -> Module<Void> {
        let viewModel = FavouritesViewModel(store: store, lookup: lookup, now: now)
        let view = FavouritesView(console: console, now: now, picksByNumber: console.offersMenus, mapService: mapService)
        let list = LoadAndRenderCoordinator(console: console, progress: "Looking up your favourites…", load: viewModel.list, render: view.renderList)
        return Module(coordinator: FavouritesCoordinator(list: list, console: console, navigation: navigation))
    }

    public func buildModule(for action: FavouritesAction) throws -> Module<Void> {
        let viewModel = FavouritesViewModel(store: store, lookup: lookup, now: now)
        let view = FavouritesView(console: console, now: now, mapService: mapService)
        let coordinator: any Coordinating<Void> = switch action {
        case let .add(id, note):
            LoadAndRenderCoordinator(console: console, load: { try await viewModel.add(restaurantID: id, note: note) }, render: view.renderAdded)
        case .list:
            LoadAndRenderCoordinator(console: console, progress: "Looking up your favourites…", load: viewModel.list, render: view.renderList)
        case let .remove(id):
            LoadAndRenderCoordinator(console: console, load: { try await viewModel.remove(restaurantID: id) }, render: view.renderRemoved)
        case let .export(file):
            LoadAndRenderCoordinator(console: console, load: {
                let stored = try await viewModel.export()
                if let file { try FavouritesFiles.write(Data(try FavouritesView.exportText(stored).utf8), to: file) }
                return stored
            }, render: { try view.renderExport($0, writtenTo: file) })
        case let .importing(file):
            LoadAndRenderCoordinator(console: console, load: {
                let (data, source) = try FavouritesFiles.read(file)
                return try await viewModel.importing(try FavouritesExport.favourites(in: data, from: source))
            }, render: { try view.renderImported(added: $0.added, updated: $0.updated) })
        }
        return Module(coordinator: coordinator)
    }
}
