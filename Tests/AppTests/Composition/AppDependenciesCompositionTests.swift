import AccountFeature
import AutocompleteFeature
import Core
import DetailsFeature
import FavouritesFeature
@testable import FoodybiteApp
import Foundation
import LocationFeature
import NearbyFeature
import PreferencesFeature
import ReviewsFeature
import SessionFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// Builds the real composition root, as a command does, in a temporary data folder: every module
/// builder and every port a feature asks for must resolve, and every flow must build from them.
@MainActor
final class AppDependenciesCompositionTests: XCTestCase {
    func test_init_registersEveryModuleBuilder() async throws {
        let (sut, _) = try makeSUT()

        XCTAssertNoThrow(try sut.container.resolve((any SessionModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve((any AccountModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve((any PreferencesModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve(LocationModuleBuilder.self))
        XCTAssertNoThrow(try sut.container.resolve((any NearbyModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve((any DetailsModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve((any SearchModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve((any ReviewsModuleBuildable).self))
        XCTAssertNoThrow(try sut.container.resolve(FavouritesModuleBuilder.self))
        XCTAssertNoThrow(try sut.container.resolve(HomeModuleBuilder.self))
    }

    func test_init_registersEveryPortTheFeaturesAskFor() async throws {
        let (sut, _) = try makeSUT()
        let container = sut.container

        XCTAssertNoThrow(try container.resolve(Console.self))
        XCTAssertNoThrow(try container.resolve((any LocalStore).self))
        XCTAssertNoThrow(try container.resolve((any KeyValueStore).self))
        XCTAssertNoThrow(try container.resolve((any SignUpService).self))
        XCTAssertNoThrow(try container.resolve((any LoginService).self))
        XCTAssertNoThrow(try container.resolve((any LogoutService).self))
        XCTAssertNoThrow(try container.resolve((any CurrentUserStore).self))
        XCTAssertNoThrow(try container.resolve((any AccountService).self))
        XCTAssertNoThrow(try container.resolve((any ChangePasswordService).self))
        XCTAssertNoThrow(try container.resolve((any SignedInAccountStore).self))
        XCTAssertNoThrow(try container.resolve((any UserPreferencesLoader).self))
        XCTAssertNoThrow(try container.resolve((any UserPreferencesSaver).self))
        XCTAssertNoThrow(try container.resolve((any SavedLocationStore).self))
        XCTAssertNoThrow(try container.resolve((any LocationProviding).self))
        XCTAssertNoThrow(try container.resolve((any DistanceMeasuring).self))
        XCTAssertNoThrow(try container.resolve((any NearbyFeature.CurrentLocationProviding).self))
        XCTAssertNoThrow(try container.resolve((any NearbyFeature.SearchCriteriaProviding).self))
        XCTAssertNoThrow(try container.resolve((any NearbyRestaurantsService).self))
        XCTAssertNoThrow(try container.resolve((any RestaurantDetailsService).self))
        XCTAssertNoThrow(try container.resolve((any RestaurantPhotoService).self))
        XCTAssertNoThrow(try container.resolve((any RestaurantReviewsProviding).self))
        XCTAssertNoThrow(try container.resolve((any AutocompleteRestaurantsService).self))
        XCTAssertNoThrow(try container.resolve((any AutocompleteFeature.CurrentLocationProviding).self))
        XCTAssertNoThrow(try container.resolve((any SearchRadiusProviding).self))
        XCTAssertNoThrow(try container.resolve((any AddReviewService).self))
        XCTAssertNoThrow(try container.resolve((any GetReviewsService).self))
        XCTAssertNoThrow(try container.resolve((any ReviewTextEditing).self))
        XCTAssertNoThrow(try container.resolve((any RecordStore).self))
        XCTAssertNoThrow(try container.resolve((any FavouritesStore).self))
        XCTAssertNoThrow(try container.resolve((any FavouriteRestaurantLookup).self))
        XCTAssertNoThrow(try container.resolve((any FavouriteIDsProviding).self))
        XCTAssertNoThrow(try container.resolve((any FavouriteRestaurantsProviding).self))
    }

    func test_moduleBuilders_buildEveryFlowFromTheRegisteredPorts() async throws {
        let (sut, _) = try makeSUT()
        let container = sut.container

        let session = try container.resolve((any SessionModuleBuildable).self)
        _ = try session.buildSignUpModule(with: SignUpInput(name: "Ana Lima", email: "ana@example.com", profileImagePath: nil, passwordFromStandardInput: true))
        _ = try session.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: true))
        _ = try session.buildLogoutModule()
        _ = try session.buildWhoAmIModule()
        let account = try container.resolve((any AccountModuleBuildable).self)
        _ = try account.buildUpdateModule(with: UpdateAccountInput(name: "Ana", email: nil, profileImagePath: nil, removesProfileImage: false))
        _ = try account.buildChangePasswordModule(passwordFromStandardInput: true)
        _ = try account.buildDeleteModule(confirmed: true)
        _ = try container.resolve((any PreferencesModuleBuildable).self).buildModule(for: .show)
        _ = try container.resolve(LocationModuleBuilder.self).buildModule(for: .show)
        _ = try container.resolve((any NearbyModuleBuildable).self).buildModule(with: NearbyInput())
        let details = try container.resolve((any DetailsModuleBuildable).self)
        _ = try details.buildModule(restaurantID: "any-id")
        _ = try details.buildPhotoModule(reference: "any-reference", output: "photo.jpg", maxWidth: 400)
        _ = try container.resolve((any SearchModuleBuildable).self).buildModule(with: SearchInput(text: "tasca"))
        let reviews = try container.resolve((any ReviewsModuleBuildable).self)
        _ = try reviews.buildAddModule(restaurantID: "any-id", stars: 5, text: .flag("Great"))
        _ = try reviews.buildListModule(restaurantID: nil, mineOnly: true, page: nil)
        let favourites = try container.resolve(FavouritesModuleBuilder.self)
        for action in [FavouritesAction.list, .add(restaurantID: "any-id", note: nil), .remove(restaurantID: "any-id"), .export(nil), .importing(nil)] {
            _ = try favourites.buildModule(for: action)
        }
        _ = try container.resolve(HomeModuleBuilder.self).buildModule()
    }

    func test_init_composesCachedServicesAsAFallbackOverACachingDecorator() async throws {
        let (sut, _) = try makeSUT()

        XCTAssertTrue(try sut.container.resolve((any NearbyRestaurantsService).self) is NearbyRestaurantsServiceWithFallbackComposite)
        XCTAssertTrue(try sut.container.resolve((any RestaurantDetailsService).self) is RestaurantDetailsServiceWithFallbackComposite)
        XCTAssertTrue(try sut.container.resolve((any GetReviewsService).self) is GetReviewsServiceWithFallbackComposite)
        XCTAssertTrue(try sut.container.resolve((any CurrentUserStore).self) is CurrentUserStoreOwnReviewsResetDecorator)
    }

    func test_init_speaksThePlacesAPIGenerationTheConfigurationNames() async throws {
        let (newAPI, _) = try makeSUT(placesAPI: .new)
        let (legacyAPI, _) = try makeSUT(placesAPI: .legacy)

        XCTAssertTrue(try newAPI.container.resolve((any AutocompleteRestaurantsService).self) is PlacesNewAutocompleteRestaurantsService)
        XCTAssertTrue(try legacyAPI.container.resolve((any AutocompleteRestaurantsService).self) is PlacesAutocompleteRestaurantsService)
        XCTAssertTrue(try newAPI.container.resolve((any RestaurantPhotoService).self) is PlacesNewRestaurantPhotoService)
        XCTAssertTrue(try legacyAPI.container.resolve((any RestaurantPhotoService).self) is PlacesRestaurantPhotoService)
    }

    func test_locationProvider_fallsBackToTheConfiguredDefaultLocation() async throws {
        let configured = Coordinates(latitude: 41.1579, longitude: -8.6291)
        let (sut, _) = try makeSUT(defaultLocation: configured)

        let location = try await sut.container.resolve((any LocationProviding).self).currentLocation(explicit: nil)

        XCTAssertEqual(location, UserLocation(coordinates: configured, source: .defaultCenter))
    }

    func test_resolvingTheStores_keepsTheirFilesInTheDataFolder() async throws {
        let (sut, directories) = try makeSUT()

        _ = try sut.container.resolve((any LocalStore).self)
        _ = try sut.container.resolve((any KeyValueStore).self)

        XCTAssertTrue(FileManager.default.fileExists(atPath: directories.cacheDatabase.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directories.settingsDatabase.path))
    }

    func test_init_startsNoServerUntilARequestNeedsOne() async throws {
        let launcher = EmbeddedServerLauncher(dataDirectory: try makeTemporaryDirectory())
        let (sut, _) = try makeSUT(launcher: launcher)

        _ = try sut.container.resolve((any NearbyModuleBuildable).self).buildModule(with: NearbyInput())

        let running = await launcher.isRunning
        XCTAssertFalse(running)
    }

    // MARK: - Helpers

    private func makeSUT(
        placesAPI: PlacesAPIGeneration = .new,
        defaultLocation: Coordinates = AppConfiguration.demoCatalogCentre,
        launcher: EmbeddedServerLauncher? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (AppDependencies, FoodybiteDirectories) {
        let directories = FoodybiteDirectories(root: try makeTemporaryDirectory())
        let configuration = AppConfiguration(
            directories: directories,
            foodybiteServer: .embedded,
            placesServer: .embedded,
            placesAPIKey: nil,
            placesAPI: placesAPI,
            defaultLocation: defaultLocation
        )
        let sut = AppDependencies(
            configuration: configuration,
            console: TestConsole().console,
            launcher: try launcher ?? EmbeddedServerLauncher(dataDirectory: makeTemporaryDirectory()),
            environment: [:]
        )
        trackForMemoryLeaks(sut.container, file: file, line: line)
        return (sut, directories)
    }
}
