/// Turns any error into the message and exit status the command-line contract promises.
public enum ErrorPresenter {
    public static func message(for error: any Error) -> UserFacingMessage {
        switch error {
        case let error as any UserFacingError:
            error.userFacingMessage
        case let error as DependencyResolutionError:
            UserFacingMessage("Internal wiring error: \(error.description)")
        case is CancellationError:
            UserFacingMessage("Cancelled.")
        default:
            UserFacingMessage("Unexpected error: \(String(describing: type(of: error))).")
        }
    }

    /// Renders `message` for stderr: the text, then the hint on its own line.
    public static func render(_ message: UserFacingMessage, style: TerminalStyle) -> String {
        var lines = [style.apply(.red, to: "Error: ") + message.text]
        if let hint = message.hint {
            lines.append(style.apply(.dim, to: hint))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
