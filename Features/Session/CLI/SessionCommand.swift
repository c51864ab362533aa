import ArgumentParser
import Shared

public struct SessionCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Sign up, log in, log out and see who is logged in."
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await CommandEnvironment.run(global) { _ in
            throw UserFacingMessage("`foodybite session` is not available yet.")
        }
    }
}
