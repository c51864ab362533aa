import Core
import Foundation
import Shared
import SharedCLI

/// Gives every command its console and container: resolves the configuration, builds the
/// composition root, and stops the embedded server (if a request started it) when the command ends.
public struct AppCommandContextProvider: CommandContextProviding {
    private let environment: [String: String]
    private let isTerminal: @Sendable (Int32) -> Bool

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: @escaping @Sendable (Int32) -> Bool = Terminal.isTerminal) {
        self.environment = environment
        self.isTerminal = isTerminal
    }

    public func makeConsole(for options: GlobalOptions) -> Console {
        let stdinIsTerminal = isTerminal(0), stdoutIsTerminal = isTerminal(1), stderrIsTerminal = isTerminal(2)
        // The progress line rewrites itself with escapes: only where escapes are welcome (those colour
        // needs) and nobody reads stderr as a log (--verbose) or as part of a script's output (--json).
        let escapesWelcomeOnStderr = Terminal.colorsEnabled(isTerminal: stderrIsTerminal, noColorFlag: options.noColor, environment: environment)
        return Console(
            output: StandardStream.output,
            errors: StandardStream.error,
            style: TerminalStyle(colorsEnabled: Terminal.colorsEnabled(isTerminal: stdoutIsTerminal, noColorFlag: options.noColor, environment: environment)),
            errorStyle: TerminalStyle(colorsEnabled: Terminal.colorsEnabled(isTerminal: stderrIsTerminal, noColorFlag: options.noColor, environment: environment)),
            isInteractive: stdinIsTerminal && stderrIsTerminal,
            showsProgress: escapesWelcomeOnStderr && !options.verbose && options.outputFormat == .table,
            format: options.outputFormat,
            isVerbose: options.verbose,
            drawsPictures: stdoutIsTerminal && environment["TERM"] != "dumb" && options.outputFormat == .table,
            columns: Terminal.columns(of: 1, environment: environment)
        )
    }

    public func withContainer(
        for options: GlobalOptions,
        console: Console,
        _ body: @MainActor (DependencyManager) async throws -> Void
    ) async throws {
        let resolver = AppConfigurationResolver(
            environment: environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        let configuration = try resolver.resolve(options)
        for warning in try FolderPermissions.secure(configuration.directories.all) {
            console.note("Warning: \(warning)")
        }
        console.verbose("Configuration: \(configuration)")
        let launcher = EmbeddedServerLauncher(dataDirectory: configuration.directories.embeddedServerData)
        let dependencies = AppDependencies(configuration: configuration, console: console, launcher: launcher, environment: environment)
        do {
            try await body(dependencies.container)
        } catch {
            await launcher.stop()
            throw error
        }
        await launcher.stop()
    }
}
