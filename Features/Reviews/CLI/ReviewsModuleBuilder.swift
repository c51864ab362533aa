import Foundation
import Shared
import SharedCLI

/// Makes the Reviews flows from the ports App registered: `AddReviewService`, `GetReviewsService`,
/// `ReviewTextEditing` and the `Console`.
@MainActor
public final class ReviewsModuleBuilder: ReviewsModuleBuildable {
    private let container: DependencyManager
    private let now: @Sendable () -> Date

    nonisolated public init(container: DependencyManager, now: @escaping @Sendable () -> Date = Date.init) {
        self.container = container
        self.now = now
    }

    public func buildAddModule(restaurantID: String, stars: Int?, text: ReviewTextSource) throws -> Module<Void> {
        let viewModel = AddReviewViewModel(service: try container.resolve((any AddReviewService).self), now: now)
        let console = try container.resolve(Console.self)
        return Module(coordinator: AddReviewCoordinator(
            restaurantID: restaurantID, stars: stars, textSource: text, viewModel: viewModel,
            view: ReviewsView(console: console, now: now), console: console, editor: try container.resolve((any ReviewTextEditing).self)
        ))
    }

    public func buildListModule(restaurantID: String?, mineOnly: Bool, page: String?) throws -> Module<Void> {
        let viewModel = ReviewsListViewModel(
            service: try container.resolve((any GetReviewsService).self),
            namesProvider: try? container.resolve((any RestaurantNamesProviding).self),
            placeReviews: try? container.resolve((any PlaceReviewsProviding).self),
            now: now
        )
        let console = try container.resolve(Console.self)
        let view = ReviewsView(console: console, now: now)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Loading reviews…",
            load: { try await viewModel.load(restaurantID: restaurantID, mineOnly: mineOnly, page: page) },
            render: view.renderList
        ))
    }
}
