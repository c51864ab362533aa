/// Gets passwords the way the command-line contract allows: a hidden prompt on a terminal, or lines
/// piped to stdin with `--password-stdin`. Never from a flag value.
public struct PasswordPrompter: Sendable {
    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    /// `count` passwords: from stdin (one per line) when `fromStandardInput`, else prompted in turn.
    public func read(_ prompts: [String], fromStandardInput: Bool) throws -> [String] {
        if fromStandardInput {
            return try prompts.map { _ in
                guard let line = console.input.readLine() else {
                    throw UserFacingMessage(
                        prompts.count == 1 ? "--password-stdin expects the password on stdin." : "--password-stdin expects \(prompts.count) lines on stdin.",
                        exitStatus: .dataError
                    )
                }
                return line
            }
        }
        guard console.isInteractive else {
            throw UserFacingMessage("There is no terminal to ask for a password.", hint: "Pipe it in with --password-stdin.", exitStatus: .usage)
        }
        return try prompts.map { try console.secrets.readSecret(prompt: $0) }
    }
}
