import ArgumentParser
import Foundation
import SharedCLI

struct ExportFavouritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your favourites as JSON, to import on another machine (`favourites import`).",
        discussion: "To stdout, or with --output to a file (written whole or not at all)."
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await FavouritesCommand.run(.export(output.map { URL(fileURLWithPath: $0) }), global: global)
    }
}
