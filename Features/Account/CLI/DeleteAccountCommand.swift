import ArgumentParser
import SharedCLI

struct DeleteAccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete your account and its reviews (asks first on a terminal).",
        discussion: "Without a terminal to confirm on, --yes is required."
    )

    @Flag(help: "Delete without asking.")
    var yes = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global) { [yes] context in
            try await context.container.resolve((any AccountModuleBuildable).self).buildDeleteModule(confirmed: yes).start()
        }
    }
}
