import ArgumentParser
import Shared

public struct AccountCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Update or delete your account and change your password."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite account` is not available yet.")
        }
    }
}
