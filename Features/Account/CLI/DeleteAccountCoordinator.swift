import Shared
import SharedCLI

/// `account delete`: asks for confirmation on a terminal; without a terminal it needs --yes.
@MainActor
final class DeleteAccountCoordinator: Coordinating {
    static let confirmationRequired = UserFacingMessage(
        "Deleting an account cannot be undone.",
        hint: "Run it on a terminal to confirm, or pass --yes.",
        exitStatus: .usage
    )
    /// Said when the person answers no: what they asked for happened, so the command succeeds.
    static let cancelled = "Nothing was deleted."

    private let confirmed: Bool
    private let viewModel: DeleteAccountViewModel
    private let view: AccountView
    private let console: Console

    init(confirmed: Bool, viewModel: DeleteAccountViewModel, view: AccountView, console: Console) {
        self.confirmed = confirmed
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        if !confirmed {
            guard console.isInteractive else { throw Self.confirmationRequired }
            let account = try await viewModel.accountToDelete()
            guard console.confirm("Delete the account \(account.email) and all its reviews?") else {
                console.output.writeLine(Self.cancelled)
                return
            }
        }
        let deleted = try await ProgressIndicator.run("Deleting your account…", on: console) {
            try await viewModel.delete()
        }
        try view.renderDeleted(deleted)
    }
}
