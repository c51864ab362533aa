import ArgumentParser
import SharedCLI

struct DetailsPhotoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Save a restaurant photo exactly as served.",
        discussion: "A folder as --output gets a file named after the reference; a name without an extension gets the one the server's Content-Type calls for."
    )

    @Argument(help: ArgumentHelp("The photo reference, as `details ID` lists it.", valueName: "reference"))
    var reference: String

    @Option(name: [.short, .long], help: ArgumentHelp("Where to save it (a file or a folder).", valueName: "file"))
    var output: String

    @Option(
        name: .customLong("max-width"),
        help: ArgumentHelp(
            "Ask for at most this many pixels wide (1-1600): Google scales the photo down; a server that keeps photos as they are (ours) sends them whole.",
            valueName: "pixels"
        )
    )
    var maxWidth = RestaurantPhotoViewModel.maximumWidth

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...RestaurantPhotoViewModel.maximumWidth).contains(maxWidth) else {
            throw ValidationError("--max-width must be between 1 and \(RestaurantPhotoViewModel.maximumWidth).")
        }
        guard !output.isEmpty else { throw ValidationError("--output needs a file or folder.") }
    }

    func run() async throws {
        try await CommandEnvironment.run(global) { [reference, output, maxWidth] context in
            try await context.container.resolve((any DetailsModuleBuildable).self)
                .buildPhotoModule(reference: reference, output: output, maxWidth: maxWidth).start()
        }
    }
}
