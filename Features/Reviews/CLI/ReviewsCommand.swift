import ArgumentParser
import Shared

public struct ReviewsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Write and read restaurant reviews."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite reviews` is not available yet.")
        }
    }
}
