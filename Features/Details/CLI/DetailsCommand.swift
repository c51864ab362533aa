import ArgumentParser

public struct DetailsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a restaurant: address, phone, hours, photos and reviews.",
        discussion: "`foodybite details ID` shows the restaurant with that id (from nearby or search); `foodybite details photo REF --output FILE` saves one of its photos.",
        subcommands: [ShowDetailsCommand.self, DetailsPhotoCommand.self],
        defaultSubcommand: ShowDetailsCommand.self
    )

    public init() {}
}
