import AccountFeature
import Core
import SessionFeature

extension AppDependencies {
    func registerAccount() {
        let service = RemoteAccountService(client: authenticatedHTTPClient, baseURL: foodybiteBaseURL, tokenStore: tokenStore)
        container.register((any AccountService).self) { _ in service }
        container.register((any ChangePasswordService).self) { _ in service }
        container.register((any SignedInAccountStore).self) { container in
            SessionUserAccountStoreAdapter(userStore: try container.resolve((any CurrentUserStore).self))
        }
        container.register((any AccountModuleBuildable).self) { container in AccountModuleBuilder(container: container) }
    }
}
