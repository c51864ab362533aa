import Shared
import SharedCLI

/// Makes each Account flow from the ports App hands it.
@MainActor
public final class AccountModuleBuilder: AccountModuleBuildable {
    private let accountService: any AccountService
    private let changePasswordService: any ChangePasswordService
    private let accountStore: any SignedInAccountStore
    private let console: Console

    nonisolated public init(
        accountService: any AccountService,
        changePasswordService: any ChangePasswordService,
        accountStore: any SignedInAccountStore,
        console: Console
    ) {
        self.accountService = accountService
        self.changePasswordService = changePasswordService
        self.accountStore = accountStore
        self.console = console
    }

    public func buildUpdateModule(with input: UpdateAccountInput) throws -> Module<Void> {
        let viewModel = UpdateAccountViewModel(
            accountService: accountService,
            accountStore: accountStore
        )
        let view = AccountView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Updating your account…",
            load: { try await viewModel.update(input.changes()) },
            render: view.renderUpdated
        ))
    }

    public func buildChangePasswordModule(passwordFromStandardInput: Bool) throws -> Module<Void> {
        let viewModel = ChangePasswordViewModel(service: changePasswordService)
        return Module(coordinator: ChangePasswordCoordinator(passwordFromStandardInput: passwordFromStandardInput, viewModel: viewModel, view: AccountView(console: console), console: console))
    }

    public func buildDeleteModule(confirmed: Bool) throws -> Module<Void> {
        let viewModel = DeleteAccountViewModel(
            accountService: accountService,
            accountStore: accountStore
        )
        return Module(coordinator: DeleteAccountCoordinator(confirmed: confirmed, viewModel: viewModel, view: AccountView(console: console), console: console))
    }
}
