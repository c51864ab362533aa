import Foundation

/// Asks a question on stderr and reads the answer from stdin, for the interactive flows.
public struct MenuPrompt: Sendable {
    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    /// The trimmed answer, or nil at the end of input (Ctrl-D).
    public func ask(_ question: String) -> String? {
        console.errors.write(console.errorStyle.apply(.cyan, to: question))
        return console.input.readLine()?.trimmingCharacters(in: .whitespaces)
    }
}
