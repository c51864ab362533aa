import ArgumentParser
import FoodybiteServer

@main
struct FoodybiteServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foodybite-server",
        abstract: "The Foodybite backend: accounts, reviews and a Places-compatible restaurant catalog.",
        version: ServerVersion.current,
        subcommands: [ServeCommand.self, ImportCommand.self]
    )
}
