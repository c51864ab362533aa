import ArgumentParser
import Foundation
import SharedCLI

/// What the `foodybite` executable runs: parses the arguments, binds the composition root, runs the
/// command and returns its exit status.
public enum FoodybiteMain {
    public static func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        provider: any CommandContextProviding = AppCommandContextProvider()
    ) async -> Int32 {
        do {
            var command = try FoodybiteCommand.parseAsRoot(arguments)
            try await CommandEnvironment.$provider.withValue(provider) {
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            }
            return ExitStatus.success.rawValue
        } catch {
            let code = FoodybiteCommand.exitCode(for: error)
            if code == .validationFailure,
               let suggestion = SubcommandSuggestion.message(for: arguments, root: FoodybiteCommand.self, error: FoodybiteCommand.message(for: error)) {
                StandardStream.error.write("Error: \(suggestion)\n")
                return code.rawValue
            }
            let message = FoodybiteCommand.fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? StandardStream.output : StandardStream.error
                stream.write(message.hasSuffix("\n") ? message : message + "\n")
            }
            return code.rawValue
        }
    }
}
