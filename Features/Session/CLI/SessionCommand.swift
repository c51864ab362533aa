import ArgumentParser

public struct SessionCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Sign up, log in, log out and see who is logged in.",
        discussion: "The session is kept between runs in a credentials file readable only by you (never a password).",
        subcommands: [SignUpCommand.self, LoginCommand.self, LogoutCommand.self, WhoAmICommand.self]
    )

    public init() {}
}
