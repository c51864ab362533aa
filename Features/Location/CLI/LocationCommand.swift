import ArgumentParser
import Shared

public struct LocationCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "location",
        abstract: "Where you are: show, set or clear your saved location."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite location` is not available yet.")
        }
    }
}
