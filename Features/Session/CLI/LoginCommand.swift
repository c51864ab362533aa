import ArgumentParser
import Shared
import SharedCLI

struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in; the session is kept between runs.",
        discussion: "The password is asked on a terminal, or read from stdin (one line) with --password-stdin."
    )

    @Option(help: "Your account's email address.")
    var email: String

    @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin instead of asking.")
    var passwordFromStandardInput = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        do {
            _ = try EmailValidator.validate(email)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let input = LoginInput(email: email, passwordFromStandardInput: passwordFromStandardInput)
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any SessionModuleBuildable).self).buildLoginModule(with: input).start()
        }
    }
}
