import Core
import ReviewsFeature
import SessionFeature
import SharedCLI

extension AppDependencies {
    func registerSession() {
        let service = RemoteSessionService(
            client: httpClient,
            authenticatedClient: authenticatedHTTPClient,
            baseURL: foodybiteBaseURL,
            tokenStore: tokenStore
        )
        let tokenStore = tokenStore, userFile = configuration.directories.signedInUserFile, server = URLOrigin.of(foodybiteBaseURL)
        container.register((any SignUpService).self) { _ in service }
        container.register((any LoginService).self) { _ in service }
        container.register((any LogoutService).self) { _ in service }
        container.register((any CurrentUserStore).self, lifetime: .singleton) { container in
            CurrentUserStoreOwnReviewsResetDecorator(
                decoratee: FileCurrentUserStore(fileURL: userFile, server: server, tokenStore: tokenStore),
                // Weak: the container keeps this store, so a strong reference would keep the container alive.
                forgetOwnReviews: { [weak container] in try await container?.resolve(LocalReviewsStore.self).forgetOwnReviews() }
            )
        }
        container.register((any SessionModuleBuildable).self) { container in
            SessionModuleBuilder(
                signUpService: try container.resolve((any SignUpService).self),
                loginService: try container.resolve((any LoginService).self),
                logoutService: try container.resolve((any LogoutService).self),
                userStore: try container.resolve((any CurrentUserStore).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
