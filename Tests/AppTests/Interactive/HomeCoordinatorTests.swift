import AutocompleteFeature
import DetailsFeature
@testable import FoodybiteApp
import NearbyFeature
import PreferencesFeature
import ReviewsFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// Which module the interactive flow builds for each input, without a terminal.
@MainActor
final class HomeCoordinatorTests: XCTestCase {
    func test_start_showsHomeFirstAndQuitsOnQ() async throws {
        let (sut, modules, _) = makeSUT(lines: ["q"])

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby"])
    }

    func test_start_quitsAtTheEndOfInput() async throws {
        let (sut, modules, _) = makeSUT(lines: [])

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby"])
    }

    func test_start_goesWhereTheMenuSaysAndAsksAgainAfterAnUnknownAnswer() async throws {
        let (sut, modules, terminal) = makeSUT(lines: ["s", "p", "zzz", "a", "n", "q"])

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "search", "preferences:edit", "account", "nearby"])
        XCTAssertTrue(terminal.errors.text.contains("Type n, s, v, p, a or q."))
    }

    func test_nearbyPick_opensTheRestaurantAndItsPageLeadsToAddingAReview() async throws {
        let (sut, modules, _) = makeSUT(lines: ["q"])
        modules.onNearby = { navigation in try await navigation?.showRestaurantDetails("ChIJ1") }
        modules.onDetails = { navigation in try await navigation?.addReview("ChIJ1") }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "details:ChIJ1", "addReview:ChIJ1"])
    }

    func test_addingAReview_asksALoggedOutPersonToLogInFirstAndWritesNothingWithoutAnAccount() async throws {
        let (sut, modules, _) = makeSUT(lines: ["q"], logsIn: [false])
        modules.onNearby = { navigation in try await navigation?.showRestaurantDetails("ChIJ1") }
        modules.onDetails = { navigation in try await navigation?.addReview("ChIJ1") }

        try await sut.start()

        XCTAssertEqual(modules.logins, ["Writing a review needs an account."])
        XCTAssertEqual(modules.built, ["nearby", "details:ChIJ1"])
    }

    func test_aReviewRefusedForAnEndedSession_isPostedAsTypedAfterLoggingInAgain() async throws {
        let (sut, modules, _) = makeSUT(lines: ["q"], logsIn: [true, true])
        modules.firstReviewFails = UnpostedReview(
            restaurantID: "ChIJ1", stars: 4, text: "Good fish", reason: FailureMessage("The session has ended.", kind: .unauthorised)
        )
        modules.onNearby = { navigation in try await navigation?.showRestaurantDetails("ChIJ1") }
        modules.onDetails = { navigation in try await navigation?.addReview("ChIJ1") }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "details:ChIJ1", "addReview:ChIJ1", "addReview:ChIJ1:4:Good fish"])
        XCTAssertEqual(modules.logins.count, 2)
        XCTAssertTrue(modules.logins[1].hasPrefix("again: Your session has ended"), "\(modules.logins)")
    }

    func test_searchPick_opensTheRestaurant() async throws {
        let (sut, modules, _) = makeSUT(lines: ["s", "q"])
        modules.onSearch = { navigation in try await navigation?.showRestaurantDetails("ChIJ9") }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "search", "details:ChIJ9"])
    }

    func test_aFailingStepIsShownAndTheFlowGoesOn() async throws {
        let (sut, modules, terminal) = makeSUT(lines: ["s", "q"])
        modules.onNearby = { _ in throw UserFacingMessage("Cannot reach the server at http://h:1.", exitStatus: .unavailable) }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "search"])
        XCTAssertTrue(terminal.errors.text.contains("Error: Cannot reach the server at http://h:1."))
    }

    func test_quitInAStep_endsTheFlowWithoutAnError() async throws {
        let (sut, modules, terminal) = makeSUT(lines: ["s", "q"])
        modules.onNearby = { _ in throw QuitRequested() }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby"])
        XCTAssertFalse(terminal.errors.text.contains("Error"))
    }

    func test_quitOnAPageOpenedFromTheList_endsTheFlow() async throws {
        let (sut, modules, terminal) = makeSUT(lines: ["s", "q"])
        modules.onNearby = { navigation in
            try await navigation?.showRestaurantDetails("ChIJ1")
            XCTFail("The list should not be shown again after a quit")
        }
        modules.onDetails = { _ in throw QuitRequested() }

        try await sut.start()

        XCTAssertEqual(modules.built, ["nearby", "details:ChIJ1"])
        XCTAssertFalse(terminal.errors.text.contains("Error"))
    }

    // MARK: - Helpers

    private func makeSUT(lines: [String], logsIn: [Bool] = [true]) -> (HomeCoordinator, ModulesSpy, TestConsole) {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: lines))
        let modules = ModulesSpy()
        var answers = logsIn
        let sut = HomeCoordinator(
            console: terminal.console, nearby: modules, details: modules, search: modules, reviews: modules, preferences: modules,
            accountMenu: modules.accountMenu,
            logIn: { [unowned modules] why, evenIfStored in
                modules.logins.append(evenIfStored ? "again: \(why)" : why)
                return answers.isEmpty ? true : answers.removeFirst()
            }
        )
        return (sut, modules, terminal)
    }
}

/// Stands in for every feature's builder; records what was built and runs what a test scripts.
@MainActor
private final class ModulesSpy: NearbyModuleBuildable, DetailsModuleBuildable, SearchModuleBuildable, ReviewsModuleBuildable, PreferencesModuleBuildable {
    private(set) var built: [String] = []
    var logins: [String] = []
    /// Thrown by the first review module started, as a review refused for want of a session.
    var firstReviewFails: UnpostedReview?
    var onNearby: (NearbyNavigation?) async throws -> Void = { _ in }
    var onDetails: (DetailsNavigation?) async throws -> Void = { _ in }
    var onSearch: (SearchNavigation?) async throws -> Void = { _ in }

    lazy var accountMenu = StepSpy { [unowned self] in self.built.append("account") }

    func buildModule(with input: NearbyInput, navigation: NearbyNavigation?) throws -> Module<Void> {
        module("nearby") { try await self.onNearby(navigation) }
    }

    func buildModule(restaurantID: String, navigation: DetailsNavigation?) throws -> Module<Void> {
        module("details:\(restaurantID)") { try await self.onDetails(navigation) }
    }

    func buildPhotoModule(reference: String, output: String, maxWidth: Int) throws -> Module<Void> {
        module("photo") {}
    }

    func buildPhotosModule(restaurantID: String, graphics: TerminalGraphics?) throws -> Module<Void> {
        module("photos \(restaurantID)") {}
    }

    func buildOpenModule(restaurantID: String, link: RestaurantLinkKind) throws -> Module<Void> {
        module("open \(restaurantID)") {}
    }

    func buildModule(with input: SearchInput, navigation: SearchNavigation?) throws -> Module<Void> {
        module("search") { try await self.onSearch(navigation) }
    }

    func buildAddModule(restaurantID: String, stars: Int?, text: ReviewTextSource) throws -> Module<Void> {
        let failure = firstReviewFails
        firstReviewFails = nil
        let described = if case let .flag(draft) = text { ":\(stars ?? 0):\(draft)" } else { "" }
        return module("addReview:\(restaurantID)\(described)") { if let failure { throw failure } }
    }

    func buildListModule(restaurantID: String?, mineOnly: Bool, page: String?) throws -> Module<Void> {
        module("listReviews") {}
    }

    func buildModule(for action: PreferencesAction) throws -> Module<Void> {
        module(action == .edit ? "preferences:edit" : "preferences") {}
    }

    private func module(_ name: String, run: @escaping @MainActor () async throws -> Void) -> Module<Void> {
        built.append(name)
        return Module(coordinator: StepSpy(run: run))
    }
}

@MainActor
private final class StepSpy: Coordinating {
    private let run: @MainActor () async throws -> Void

    init(run: @escaping @MainActor () async throws -> Void) {
        self.run = run
    }

    func start() async throws {
        try await run()
    }
}
