import Shared

/// Turns any error into the message and exit status the command-line contract promises: a
/// user-facing error's own message; for any other, its explanation with the status of its kind.
public enum ErrorPresenter {
    public static func message(for error: any Error) -> UserFacingMessage {
        if let error = error as? any UserFacingError {
            return error.userFacingMessage
        }
        return UserFacingMessage(FailureMessage(describing: error))
    }

    /// Renders `message` for stderr: the text, then the hint on its own line. Each is one line, whatever
    /// a server's words inside it hold.
    public static func render(_ message: UserFacingMessage, style: TerminalStyle) -> String {
        var lines = [style.apply(.red, to: "Error: ") + TerminalText.line(message.text)]
        if let hint = message.hint {
            lines.append(style.apply(.dim, to: TerminalText.line(hint)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
