import Foundation
import Shared

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
        return Module(coordinator: DetailsCoordinator(restaurantID: restaurantID, viewModel: viewModel, view: DetailsView(console: console, now: now), console: console, navigation: navigation))
    }

    public func buildPhotoModule(reference: String, output: String, maxWidth: Int) throws -> Module<Void> {
        let viewModel = RestaurantPhotoViewModel(service: try container.resolve((any RestaurantPhotoService).self))
        let console = try container.resolve(Console.self)
        return Module(coordinator: PhotoCoordinator(reference: reference, output: output, maxWidth: maxWidth, viewModel: viewModel, view: DetailsView(console: console, now: now), console: console))
    }
}
