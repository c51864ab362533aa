import ArgumentParser
import SharedCLI

struct ClearLocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Forget your saved location.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await LocationCommand.run(.clear, global: global)
    }
}
