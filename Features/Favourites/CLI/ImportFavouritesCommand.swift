import ArgumentParser
import Foundation
import SharedCLI

struct ImportFavouritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep the favourites of a file `favourites export` wrote (from stdin with -).",
        discussion: """
        New ones are added; ones already kept take the imported note. A file that is no such export is \
        refused whole (exit 65) and nothing is changed.
        """
    )

    @Argument(help: ArgumentHelp("The export file, or - for stdin.", valueName: "file"))
    var file: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await FavouritesCommand.run(.importing(file == "-" ? nil : URL(fileURLWithPath: file)), global: global)
    }
}
