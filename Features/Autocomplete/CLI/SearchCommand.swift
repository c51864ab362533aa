import ArgumentParser
import Shared

public struct SearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find restaurants by name."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite search` is not available yet.")
        }
    }
}
