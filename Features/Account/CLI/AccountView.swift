import SharedCLI

@MainActor
public struct AccountView {
    private struct AccountDocument: Encodable {
        let id: String
        let name: String
        let email: String
    }

    private struct DoneDocument: Encodable {
        let passwordChanged: Bool?
        let deleted: Bool?
        var otherSessionsLoggedOut: Bool?
    }

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    public func renderUpdated(_ account: AccountViewData) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(AccountDocument(id: account.id, name: account.name, email: account.email)))
        }
        let image = account.hasProfileImage ? "with a profile image" : "without a profile image"
        console.output.writeLine(TerminalText.line("Account updated: \(account.name) <\(account.email)>, \(image)."))
    }

    public func renderPasswordChanged(otherSessions: OtherSessions) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(DoneDocument(passwordChanged: true, deleted: nil, otherSessionsLoggedOut: otherSessions == .loggedOut)))
        }
        switch otherSessions {
        case .loggedOut: console.output.writeLine("Password changed. Your other sessions have been logged out.")
        case .kept: console.output.writeLine("Password changed. This server keeps your other sessions logged in: log out on those devices to end them.")
        }
    }

    public func renderDeleted(_ account: AccountViewData) throws {
        if console.wantsJSON {
            return console.output.write(try JSONDocument.render(DoneDocument(passwordChanged: nil, deleted: true)))
        }
        console.output.writeLine("Account \(account.email) deleted, with its reviews. You are logged out.")
    }
}
