import ArgumentParser
import SharedCLI

struct WhoAmICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Show who is logged in on this machine.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any SessionModuleBuildable).self).buildWhoAmIModule().start()
        }
    }
}
