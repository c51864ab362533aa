import Foundation
import Shared
import SharedCLI

/// Makes the Details flows from the ports App registered: `RestaurantDetailsService`,
/// `RestaurantReviewsProviding`, `RestaurantPhotoService` and the `Console`.
@MainActor
public final class DetailsModuleBuilder: DetailsModuleBuildable {
    private let container: DependencyManager
    private let now: @Sendable () -> Date

    nonisolated public init(container: DependencyManager, now: @escaping @Sendable () -> Date = Date.init) {
        self.container = container
        self.now = now
    }

    public func buildModule(restaurantID: String, navigation: DetailsNavigation?) throws -> Module<Void> {
        let viewModel = RestaurantDetailsViewModel(
            service: try container.resolve((any RestaurantDetailsService).self),
            reviewsProvider: try container.resolve((any RestaurantReviewsProviding).self),
            now: now
        )
        let console = try container.resolve(Console.self)
        let view = DetailsView(console: console, now: now)
        let page = LoadAndRenderCoordinator(
            console: console,
            progress: "Loading the restaurant…",
            load: { try await viewModel.load(restaurantID: restaurantID) },
            render: view.render
        )
        guard let navigation else { return Module(coordinator: page) }
        return Module(coordinator: DetailsCoordinator(restaurantID: restaurantID, page: page, console: console, navigation: navigation))
    }

    public func buildPhotoModule(reference: String, output: String, maxWidth: Int) throws -> Module<Void> {
        let viewModel = RestaurantPhotoViewModel(service: try container.resolve((any RestaurantPhotoService).self))
        let console = try container.resolve(Console.self)
        let view = DetailsView(console: console, now: now)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Downloading the photo…",
            load: { try await viewModel.fetch(reference: reference, maxWidth: maxWidth) },
            render: { photo in try view.renderSavedPhoto(photo, at: PhotoFileWriter.write(photo, reference: reference, to: output)) }
        ))
    }
}
