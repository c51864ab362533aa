import Shared
import SharedCLI

/// Makes each Account flow from the ports App registered: `AccountService`, `ChangePasswordService`,
/// `SignedInAccountStore` and the `Console`.
@MainActor
public final class AccountModuleBuilder: AccountModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildUpdateModule(with input: UpdateAccountInput) throws -> Module<Void> {
        let viewModel = UpdateAccountViewModel(
            accountService: try container.resolve((any AccountService).self),
            accountStore: try container.resolve((any SignedInAccountStore).self)
        )
        let console = try container.resolve(Console.self)
        let view = AccountView(console: console)
        return Module(coordinator: LoadAndRenderCoordinator(
            console: console,
            progress: "Updating your account…",
            load: { try await viewModel.update(input.changes()) },
            render: view.renderUpdated
        ))
    }

    public func buildChangePasswordModule(passwordFromStandardInput: Bool) throws -> Module<Void> {
        let viewModel = ChangePasswordViewModel(service: try container.resolve((any ChangePasswordService).self))
        let console = try container.resolve(Console.self)
        return Module(coordinator: ChangePasswordCoordinator(passwordFromStandardInput: passwordFromStandardInput, viewModel: viewModel, view: AccountView(console: console), console: console))
    }

    public func buildDeleteModule(confirmed: Bool) throws -> Module<Void> {
        let viewModel = DeleteAccountViewModel(
            accountService: try container.resolve((any AccountService).self),
            accountStore: try container.resolve((any SignedInAccountStore).self)
        )
        let console = try container.resolve(Console.self)
        return Module(coordinator: DeleteAccountCoordinator(confirmed: confirmed, viewModel: viewModel, view: AccountView(console: console), console: console))
    }
}
