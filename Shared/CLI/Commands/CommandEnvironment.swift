import ArgumentParser

/// How commands reach the composition root without a global singleton: App (or a test) binds a
/// provider for the duration of a run.
public enum CommandEnvironment {
    @TaskLocal public static var provider: (any CommandContextProviding)?

    /// Runs a command's body with its context. Any failure is shown on stderr as the command-line
    /// contract says, and the process exits with the matching status.
    /// `formats` are the `--format`s the command can print; any other is refused before anything runs.
    public static func run(
        _ options: GlobalOptions,
        formats: [OutputFormat] = OutputFormat.everyCommand,
        _ body: @MainActor (CommandContext) async throws -> Void
    ) async throws {
        let format = options.outputFormat
        guard formats.contains(format) else {
            throw ValidationError(
                "This command prints \(formats.map(\.rawValue).joined(separator: ", ")), not --format \(format.rawValue)."
            )
        }
        guard let provider else {
            throw UserFacingMessage("No composition root is bound to run this command.")
        }
        let console = provider.makeConsole(for: options)
        do {
            try await provider.withContainer(for: options, console: console) { container in
                try await body(CommandContext(container: container, console: console))
            }
        } catch let exit as ExitCode {
            throw exit
        } catch let exit as CleanExit {
            throw exit
        } catch is QuitRequested {
            return
        } catch {
            let message = ErrorPresenter.message(for: error)
            console.errors.write(ErrorPresenter.render(message, style: console.errorStyle))
            throw ExitCode(message.exitStatus.rawValue)
        }
    }
}
