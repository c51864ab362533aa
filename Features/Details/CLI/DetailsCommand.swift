import ArgumentParser
import Shared

public struct DetailsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a restaurant: address, phone, hours, photos and reviews."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite details` is not available yet.")
        }
    }
}
