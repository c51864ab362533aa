import ArgumentParser
import FoodybiteServer
import ServerHTTP

/// `foodybite-server`: its subcommands, version and help. The executable only runs it.
public struct FoodybiteServerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "foodybite-server",
        abstract: "The Foodybite backend: accounts, reviews and a Places-compatible restaurant catalog.",
        version: ServerVersion.current,
        subcommands: [ServeCommand.self, ImportCommand.self, UpdateCommand.self]
    )

    public init() {}
}
