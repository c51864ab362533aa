import AccountFeature
import SessionFeature
import Shared
import SharedCLI

/// The account step of the interactive flow: log in or sign up when nobody is logged in; otherwise
/// everything the `account` and `session` commands do (change the name, email or picture, the password,
/// delete the account, log out). It runs the Session and Account features' own modules.
@MainActor
final class AccountMenuCoordinator: Coordinating {
    private let console: Console
    private let userStore: any CurrentUserStore
    private let session: any SessionModuleBuildable
    private let account: any AccountModuleBuildable

    init(console: Console, userStore: any CurrentUserStore, session: any SessionModuleBuildable, account: any AccountModuleBuildable) {
        self.console = console
        self.userStore = userStore
        self.session = session
        self.account = account
    }

    func start() async throws {
        let prompt = MenuPrompt(console: console)
        if let user = try await userStore.load() {
            console.output.writeLine(TerminalText.line("Logged in as \(user.name) <\(user.email)>."))
            let choice = try prompt.choose("[u]pdate name, email or picture, [p]assword, [d]elete the account, l[o]g out, or Enter to go back: ")
            switch choice?.lowercased() {
            case "u":
                guard let changes = try askForChanges(prompt) else { return console.note("Nothing was changed.") }
                try await account.buildUpdateModule(with: changes).start()
            case "p": try await account.buildChangePasswordModule(passwordFromStandardInput: false).start()
            case "d": try await account.buildDeleteModule(confirmed: false).start()
            case "o": try await session.buildLogoutModule().start()
            default: return
            }
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

    /// What to change: Enter keeps a field, `-` as the picture removes it; nil when nothing changes (or
    /// the input ends: Ctrl-D goes back).
    private func askForChanges(_ prompt: MenuPrompt) throws -> UpdateAccountInput? {
        var answers: [String?] = []
        for question in ["New name (Enter keeps it): ", "New email (Enter keeps it): ", "Profile picture file (Enter keeps it, - removes it): "] {
            guard let answer = try prompt.choose(question) else { return nil }
            answers.append(answer.isEmpty ? nil : answer)
        }
        guard answers.contains(where: { $0 != nil }) else { return nil }
        let picture = answers[2]
        return UpdateAccountInput(name: answers[0], email: answers[1], profileImagePath: picture == "-" ? nil : picture, removesProfileImage: picture == "-")
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
