import ArgumentParser
import SharedCLI

struct ResetPreferencesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Go back to the defaults (10 km, any rating).")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await PreferencesCommand.run(.reset, global: global)
    }
}
