import ArgumentParser

public struct AccountCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Update or delete your account and change your password.",
        subcommands: [UpdateAccountCommand.self, ChangePasswordCommand.self, DeleteAccountCommand.self]
    )

    public init() {}
}
