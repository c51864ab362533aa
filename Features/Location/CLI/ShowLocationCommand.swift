import ArgumentParser
import SharedCLI

struct ShowLocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the location searches start from, and why.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await LocationCommand.run(.show, global: global)
    }
}
