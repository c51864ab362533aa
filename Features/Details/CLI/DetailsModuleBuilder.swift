import Foundation
import Shared
import SharedCLI

/// Makes the Details flows from the ports App hands it.
@MainActor
public final class DetailsModuleBuilder: DetailsModuleBuildable {
    private let service: any RestaurantDetailsService
    private let reviewsProvider: any RestaurantReviewsProviding
    private let photoService: any RestaurantPhotoService
    private let console: Console
    private let now: @Sendable () -> Date

    nonisolated public init(
        service: any RestaurantDetailsService,
        reviewsProvider: any RestaurantReviewsProviding,
        photoService: any RestaurantPhotoService,
        console: Console,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.reviewsProvider = reviewsProvider
        self.photoService = photoService
        self.console = console
        self.now = now
    }

    public func buildModule(restaurantID: String, navigation: DetailsNavigation?) throws -> Module<Void> {
        let viewModel = RestaurantDetailsViewModel(
            service: service,
            reviewsProvider: reviewsProvider,
            now: now
        )
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
        let viewModel = RestaurantPhotoViewModel(service: photoService)
        let view = DetailsView(console: console, now: now)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Downloading the photo…",
            load: { try await viewModel.fetch(reference: reference, maxWidth: maxWidth) },
            render: { photo in try view.renderSavedPhoto(photo, at: PhotoFileWriter.write(photo, reference: reference, to: output)) }
        ))
    }
}
