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
        try await logInOrSignUp(prompt)
    }

    /// True when someone is logged in, asking to log in or sign up first (saying `why`) when nobody is.
    func ensureLoggedIn(_ why: String) async throws -> Bool {
        if try await userStore.load() != nil { return true }
        return try await logIn(why)
    }

    /// Asks to log in or sign up (saying `why`) even when a session is stored, as when it has ended; true
    /// once someone is logged in.
    func logIn(_ why: String) async throws -> Bool {
        console.note(why)
        try await logInOrSignUp(MenuPrompt(console: console))
        return try await userStore.load() != nil
    }

    private func logInOrSignUp(_ prompt: MenuPrompt) async throws {
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
