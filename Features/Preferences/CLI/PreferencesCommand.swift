import ArgumentParser
import Shared

public struct PreferencesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "preferences",
        abstract: "Your search radius and minimum rating."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite preferences` is not available yet.")
        }
    }
}
