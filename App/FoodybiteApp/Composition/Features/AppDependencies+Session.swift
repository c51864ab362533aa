import Core
import SessionFeature
import Shared

extension AppDependencies {
    func registerSession() {
        let service = RemoteSessionService(
            client: httpClient,
            authenticatedClient: authenticatedHTTPClient,
            baseURL: foodybiteBaseURL,
            tokenStore: tokenStore,
            hasher: SHA512PasswordHasher()
        )
        let tokenStore = tokenStore
        container.register((any SignUpService).self) { _ in service }
        container.register((any LoginService).self) { _ in service }
        container.register((any LogoutService).self) { _ in service }
        container.register((any CurrentUserStore).self, lifetime: .singleton) { container in
            LocalCurrentUserStore(store: try container.resolve((any LocalStore).self), tokenStore: tokenStore)
        }
        container.register((any SessionModuleBuildable).self) { container in SessionModuleBuilder(container: container) }
    }
}
