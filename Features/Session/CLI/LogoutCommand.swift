import ArgumentParser
import SharedCLI

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "End the session, here and on the server.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any SessionModuleBuildable).self).buildLogoutModule().start()
        }
    }
}
