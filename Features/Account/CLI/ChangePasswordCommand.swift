import ArgumentParser
import SharedCLI

struct ChangePasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "change-password",
        abstract: "Change your password (our server also logs your other sessions out; the original keeps them).",
        discussion: "On a terminal the passwords are asked; with --password-stdin two lines are read: the current password, then the new one."
    )

    @Flag(name: .customLong("password-stdin"), help: "Read the current and the new password from stdin (two lines).")
    var passwordFromStandardInput = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global) { [passwordFromStandardInput] context in
            try await context.container.resolve((any AccountModuleBuildable).self)
                .buildChangePasswordModule(passwordFromStandardInput: passwordFromStandardInput).start()
        }
    }
}
