import ArgumentParser
import SharedCLI

struct ShowPreferencesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show your preferences.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await PreferencesCommand.run(.show, global: global)
    }
}
