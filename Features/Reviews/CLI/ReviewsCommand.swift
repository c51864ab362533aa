import ArgumentParser

public struct ReviewsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Write and read restaurant reviews (needs a login).",
        subcommands: [AddReviewCommand.self, ListReviewsCommand.self]
    )

    public init() {}
}
