import SharedCLI

/// Renders the Session feature's results: text for people, the contract's JSON with `--json`.
@MainActor
public struct SessionView {
    private struct UserDocument: Encodable {
        let id: String
        let name: String
        let email: String
    }

    private struct SignUpDocument: Encodable {
        let email: String
        let loggedIn: Bool
    }

    private struct LogoutDocument: Encodable {
        let loggedOut: Bool
        let serverNotified: Bool
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func renderWhoAmI(_ user: SignedInUserViewData) throws {
        if console.wantsJSON {
            return try writeJSON(UserDocument(id: user.id, name: user.name, email: user.email))
        }
        console.output.writeLine("\(console.style.apply(.bold, to: TerminalText.line(user.name))) <\(TerminalText.line(user.email))>")
        console.output.writeLine("id: \(user.id)")
    }

    public func renderLoggedIn(_ user: SignedInUserViewData) throws {
        if console.wantsJSON {
            return try writeJSON(UserDocument(id: user.id, name: user.name, email: user.email))
        }
        console.output.writeLine(TerminalText.line("Logged in as \(user.name) <\(user.email)>."))
    }

    public func renderSignedUp(_ result: SignUpViewData) throws {
        if console.wantsJSON {
            return try writeJSON(SignUpDocument(email: result.email, loggedIn: result.isLoggedIn))
        }
        if let user = result.user {
            console.output.writeLine(TerminalText.line("Account created for \(user.email); logged in as \(user.name)."))
        } else {
            console.output.writeLine("Account created for \(result.email).")
            console.note("Log in with `foodybite session login --email \(result.email)`.")
        }
    }

    public func renderLoggedOut(_ outcome: LogoutOutcome) throws {
        if console.wantsJSON {
            return try writeJSON(LogoutDocument(loggedOut: outcome != .wasNotLoggedIn, serverNotified: outcome == .loggedOutEverywhere))
        }
        switch outcome {
        case .loggedOutEverywhere:
            console.output.writeLine("Logged out.")
        case .loggedOutLocallyOnly:
            console.output.writeLine("Logged out on this machine.")
            console.note("The server could not be reached, so the session may stay valid there until it expires.")
        case .wasNotLoggedIn:
            console.output.writeLine("You were not logged in.")
        case .discardedDamagedCredentials:
            console.output.writeLine("Removed the damaged credentials file; you are logged out.")
        }
    }

    private func writeJSON(_ document: some Encodable) throws {
        console.output.write(try JSONDocument.render(document))
    }
}
