import Foundation
import Shared
import SharedCLI

/// Makes the Details flows from the ports App hands it.
@MainActor
public final class DetailsModuleBuilder: DetailsModuleBuildable {
    private let service: any RestaurantDetailsService
    private let reviewsProvider: any RestaurantReviewsProviding
    private let photoService: any RestaurantPhotoService
    private let locationProvider: (any CurrentLocationProviding)?
    private let mapService: MapService
    private let opener: any URLOpening
    private let detectGraphics: @MainActor @Sendable () -> TerminalGraphics
    private let console: Console
    private let now: @Sendable () -> Date

    nonisolated public init(
        service: any RestaurantDetailsService,
        reviewsProvider: any RestaurantReviewsProviding,
        photoService: any RestaurantPhotoService,
        locationProvider: (any CurrentLocationProviding)? = nil,
        mapService: MapService = .openStreetMap,
        opener: any URLOpening = SystemURLOpener(),
        detectGraphics: @escaping @MainActor @Sendable () -> TerminalGraphics = DetailsModuleBuilder.askTheTerminal,
        console: Console,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.reviewsProvider = reviewsProvider
        self.photoService = photoService
        self.locationProvider = locationProvider
        self.mapService = mapService
        self.opener = opener
        self.detectGraphics = detectGraphics
        self.console = console
        self.now = now
    }

    public func buildModule(restaurantID: String, navigation: DetailsNavigation?) throws -> Module<Void> {
        let page = makePage(restaurantID: restaurantID)
        guard let navigation else { return Module(coordinator: page) }
        return Module(coordinator: DetailsCoordinator(
            restaurantID: restaurantID, page: page, console: console, navigation: navigation, drawer: photoDrawer, opener: opener
        ))
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

    /// The restaurant's page: loaded, then shown.
    private func makePage(restaurantID: String) -> LoadAndRenderCoordinator<RestaurantDetailsViewData> {
        let viewModel = makeViewModel()
        let view = DetailsView(console: console, now: now)
        return LoadAndRenderCoordinator(
            console: console, progress: "Loading the restaurant…", load: { try await viewModel.load(restaurantID: restaurantID) }, render: view.render
        )
    }

    private func makeViewModel() -> RestaurantDetailsViewModel {
        RestaurantDetailsViewModel(
            service: service, reviewsProvider: reviewsProvider, now: now, locationProvider: locationProvider, mapService: mapService
        )
    }

    private var photoDrawer: PhotoDrawer {
        PhotoDrawer(photoService: photoService, console: console, detectGraphics: detectGraphics)
    }

    public func buildPhotosModule(restaurantID: String, graphics: TerminalGraphics?) throws -> Module<Void> {
        Module(coordinator: DetailsPhotosCoordinator(page: makePage(restaurantID: restaurantID), drawer: photoDrawer, graphics: graphics))
    }

    /// The graphics the terminal answers it draws (`TerminalGraphicsDetector`), asked once a run.
    @MainActor
    public static func askTheTerminal() -> TerminalGraphics {
        if let answered = terminalGraphics { return answered }
        let answer = TerminalQuery.ask(TerminalGraphicsDetector.query, isComplete: TerminalGraphicsDetector.isComplete)
        let graphics = TerminalGraphicsDetector.graphics(answer: answer, environment: ProcessInfo.processInfo.environment)
        terminalGraphics = graphics
        return graphics
    }

    @MainActor private static var terminalGraphics: TerminalGraphics?

    public func buildOpenModule(restaurantID: String, link: RestaurantLinkKind) throws -> Module<Void> {
        let viewModel = makeViewModel()
        let view = DetailsView(console: console, now: now)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            load: {
                let details = try await self.service.details(ofRestaurant: restaurantID.trimmingCharacters(in: .whitespaces)).value
                let links = await viewModel.links(to: details)
                switch link {
                case .map: return links.map
                case .directions: return links.directions
                case .website:
                    guard let website = links.website else { throw NoWebsiteError(name: details.name) }
                    return website
                }
            },
            render: { [console, opener] url in
                let opened = console.isInteractive && !console.wantsJSON && opener.open(url)
                try view.renderLink(url, opened: opened)
            }
        ))
    }
}
