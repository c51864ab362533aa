import ArgumentParser
import Shared

public struct NearbyCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List the best restaurants near you."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite nearby` is not available yet.")
        }
    }
}
