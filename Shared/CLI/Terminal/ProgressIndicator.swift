/// A spinner on stderr while slow work runs; drawn only when stderr is a terminal, and only if the
/// work takes long enough to notice.
public enum ProgressIndicator {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Runs `operation` on the caller's actor while the spinner turns.
    public static func run<Result>(
        _ message: String,
        on console: Console,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async throws -> Result {
        guard console.showsProgress else { return try await operation() }
        let errors = console.errors
        let spinner = Task {
            try await Task.sleep(for: .milliseconds(150))
            var index = 0
            while !Task.isCancelled {
                errors.write("\r\(frames[index % frames.count]) \(message)")
                index += 1
                try await Task.sleep(for: .milliseconds(80))
            }
        }
        func stopSpinner() async {
            spinner.cancel()
            _ = await spinner.result
            errors.write("\r\u{1B}[2K")
        }
        do {
            let result = try await operation()
            await stopSpinner()
            return result
        } catch {
            await stopSpinner()
            throw error
        }
    }
}
