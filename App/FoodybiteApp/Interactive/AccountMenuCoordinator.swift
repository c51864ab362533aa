import SessionFeature
import Shared
import SharedCLI

/// The account step of the interactive flow: log in or sign up when nobody is logged in, log out
/// otherwise. It runs the Session feature's own modules.
@MainActor
final class AccountMenuCoordinator: Coordinating {
    private let console: Console
    private let userStore: any CurrentUserStore
    private let session: any SessionModuleBuildable

    init(console: Console, userStore: any CurrentUserStore, session: any SessionModuleBuildable) {
        self.console = console
        self.userStore = userStore
        self.session = session
    }

    func start() async throws {
        let prompt = MenuPrompt(console: console)
        if let user = try await userStore.load() {
            console.output.writeLine(TerminalText.safe("Logged in as \(user.name) <\(user.email)>."))
            guard try prompt.choose("[o] log out, or Enter to go back: ")?.lowercased() == "o" else { return }
            try await session.buildLogoutModule().start()
            return
        }
        console.output.writeLine("You are not logged in.")
        switch try prompt.choose("[l]og in, [s]ign up, or Enter to go back: ")?.lowercased() {
        case "l":
            try await session.buildLoginModule(with: LoginInput(email: nil, passwordFromStandardInput: false)).start()
        case "s":
            try await session.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()
        default:
            return
        }
    }
}
