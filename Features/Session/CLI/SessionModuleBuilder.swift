import Shared
import SharedCLI

/// Makes each Session flow from the ports App hands it.
@MainActor
public final class SessionModuleBuilder: SessionModuleBuildable {
    private let signUpService: any SignUpService
    private let loginService: any LoginService
    private let logoutService: any LogoutService
    private let userStore: any CurrentUserStore
    private let console: Console

    nonisolated public init(
        signUpService: any SignUpService,
        loginService: any LoginService,
        logoutService: any LogoutService,
        userStore: any CurrentUserStore,
        console: Console
    ) {
        self.signUpService = signUpService
        self.loginService = loginService
        self.logoutService = logoutService
        self.userStore = userStore
        self.console = console
    }

    public func buildSignUpModule(with input: SignUpInput) throws -> Module<Void> {
        let viewModel = SignUpViewModel(
            signUpService: signUpService,
            loginService: loginService,
            userStore: userStore
        )
        return Module(coordinator: SignUpCoordinator(input: input, viewModel: viewModel, view: SessionView(console: console), console: console))
    }

    public func buildLoginModule(with input: LoginInput) throws -> Module<Void> {
        let viewModel = LoginViewModel(
            loginService: loginService,
            userStore: userStore
        )
        return Module(coordinator: LoginCoordinator(input: input, viewModel: viewModel, view: SessionView(console: console), console: console))
    }

    public func buildLogoutModule() throws -> Module<Void> {
        let viewModel = LogoutViewModel(
            logoutService: logoutService,
            userStore: userStore
        )
        let view = SessionView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(console: console, progress: "Logging out…", load: viewModel.logout, render: view.renderLoggedOut))
    }

    public func buildWhoAmIModule() throws -> Module<Void> {
        let viewModel = WhoAmIViewModel(userStore: userStore)
        let view = SessionView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(console: console, load: viewModel.load, render: view.renderWhoAmI))
    }
}
