import Foundation
import Shared
import SharedCLI

/// Makes the Reviews flows from the ports App hands it. Where the restaurants' names and Google's
/// reviews come from is optional: without them a list shows ids and Foodybite's reviews only.
@MainActor
public final class ReviewsModuleBuilder: ReviewsModuleBuildable {
    private let addService: any AddReviewService
    private let getService: any GetReviewsService
    private let editor: any ReviewTextEditing
    private let namesProvider: (any RestaurantNamesProviding)?
    private let placeReviews: (any PlaceReviewsProviding)?
    private let console: Console
    private let now: @Sendable () -> Date

    nonisolated public init(
        addService: any AddReviewService,
        getService: any GetReviewsService,
        editor: any ReviewTextEditing,
        namesProvider: (any RestaurantNamesProviding)? = nil,
        placeReviews: (any PlaceReviewsProviding)? = nil,
        console: Console,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.addService = addService
        self.getService = getService
        self.editor = editor
        self.namesProvider = namesProvider
        self.placeReviews = placeReviews
        self.console = console
        self.now = now
    }

    public func buildAddModule(restaurantID: String, stars: Int?, text: ReviewTextSource) throws -> Module<Void> {
        let viewModel = AddReviewViewModel(service: addService, now: now)
        return Module(coordinator: AddReviewCoordinator(
            restaurantID: restaurantID, stars: stars, textSource: text, viewModel: viewModel,
            view: ReviewsView(console: console, now: now), console: console, editor: editor
        ))
    }

    public func buildListModule(restaurantID: String?, mineOnly: Bool, page: String?) throws -> Module<Void> {
        let viewModel = ReviewsListViewModel(service: getService, namesProvider: namesProvider, placeReviews: placeReviews, now: now)
        let view = ReviewsView(console: console, now: now)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Loading reviews…",
            load: { try await viewModel.load(restaurantID: restaurantID, mineOnly: mineOnly, page: page) },
            render: view.renderList
        ))
    }
}
