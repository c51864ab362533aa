import AccountFeature
import Core
import SessionFeature
import SharedCLI

extension AppDependencies {
    func registerAccount() {
        let service = RemoteAccountService(client: authenticatedHTTPClient, baseURL: foodybiteBaseURL, tokenStore: tokenStore)
        container.register((any AccountService).self) { _ in service }
        container.register((any ChangePasswordService).self) { _ in service }
        container.register((any SignedInAccountStore).self) { container in
            SessionUserAccountStoreAdapter(userStore: try container.resolve((any CurrentUserStore).self))
        }
        container.register((any AccountModuleBuildable).self) { container in
            AccountModuleBuilder(
                accountService: try container.resolve((any AccountService).self),
                changePasswordService: try container.resolve((any ChangePasswordService).self),
                accountStore: try container.resolve((any SignedInAccountStore).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
