import Shared
import SharedCLI

/// Makes each Session flow from the ports App registered: `SignUpService`, `LoginService`,
/// `LogoutService`, `CurrentUserStore` and the `Console`.
@MainActor
public final class SessionModuleBuilder: SessionModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildSignUpModule(with input: SignUpInput) throws -> Module<Void> {
        let viewModel = SignUpViewModel(
            signUpService: try container.resolve((any SignUpService).self),
            loginService: try container.resolve((any LoginService).self),
            userStore: try container.resolve((any CurrentUserStore).self)
        )
        let console = try container.resolve(Console.self)
        return Module(coordinator: SignUpCoordinator(input: input, viewModel: viewModel, view: SessionView(console: console), console: console))
    }

    public func buildLoginModule(with input: LoginInput) throws -> Module<Void> {
        let viewModel = LoginViewModel(
            loginService: try container.resolve((any LoginService).self),
            userStore: try container.resolve((any CurrentUserStore).self)
        )
        let console = try container.resolve(Console.self)
        return Module(coordinator: LoginCoordinator(input: input, viewModel: viewModel, view: SessionView(console: console), console: console))
    }

    public func buildLogoutModule() throws -> Module<Void> {
        let viewModel = LogoutViewModel(
            logoutService: try container.resolve((any LogoutService).self),
            userStore: try container.resolve((any CurrentUserStore).self)
        )
        let console = try container.resolve(Console.self)
        let view = SessionView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(console: console, progress: "Logging out…", load: viewModel.logout, render: view.renderLoggedOut))
    }

    public func buildWhoAmIModule() throws -> Module<Void> {
        let viewModel = WhoAmIViewModel(userStore: try container.resolve((any CurrentUserStore).self))
        let console = try container.resolve(Console.self)
        let view = SessionView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(console: console, load: viewModel.load, render: view.renderWhoAmI))
    }
}
