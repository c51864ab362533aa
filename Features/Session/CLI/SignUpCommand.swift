import ArgumentParser
import Shared
import SharedCLI

struct SignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create an account and log in.",
        discussion: """
        The password is asked twice on a terminal, or read from stdin (one line) with --password-stdin. \
        It needs at least 8 characters with an upper- and a lower-case letter, a digit and a special character.
        """
    )

    @Option(help: "Your name (at least 3 characters).")
    var name: String

    @Option(help: "Your email address.")
    var email: String

    @Option(name: .customLong("profile-image"), help: ArgumentHelp("A PNG, JPEG, GIF or WebP picture of you (at most 7 MB).", valueName: "file"))
    var profileImage: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin instead of asking.")
    var passwordFromStandardInput = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        do {
            _ = try NameValidator.validate(name)
            _ = try EmailValidator.validate(email)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let input = SignUpInput(name: name, email: email, profileImagePath: profileImage, passwordFromStandardInput: passwordFromStandardInput)
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any SessionModuleBuildable).self).buildSignUpModule(with: input).start()
        }
    }
}
