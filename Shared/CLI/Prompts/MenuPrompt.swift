import Foundation

/// Asks a question on stderr and reads the answer from stdin, for the interactive flows.
public struct MenuPrompt: Sendable {
    /// What quits the interactive flow at any prompt that offers a choice (the flow's greeting says so).
    public static let quitAnswers: Set<String> = ["q", "quit"]

    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    /// The trimmed answer, or nil at the end of input (Ctrl-D).
    public func ask(_ question: String) -> String? {
        console.errors.write(console.errorStyle.apply(.cyan, to: question))
        return console.input.readLine()?.trimmingCharacters(in: .whitespaces)
    }

    /// `ask` for a question whose answer is a choice rather than free text: q or quit throws
    /// `QuitRequested`, which ends the interactive flow.
    public func choose(_ question: String) throws -> String? {
        let answer = ask(question)
        if let answer, Self.quitAnswers.contains(answer.lowercased()) {
            throw QuitRequested()
        }
        return answer
    }
}
