import Foundation

/// Everything a view or a prompt needs to talk to the person at the terminal, injected so tests can
/// read exactly what a person would see. Both streams are gated by `TerminalText`: only the console's
/// own styling, never a server's escape sequences, reaches the terminal.
public struct Console: Sendable {
    public let output: any TextOutput
    public let errors: any TextOutput
    /// Styling for stdout; plain when stdout is not a terminal or colour is off.
    public let style: TerminalStyle
    /// Styling for stderr.
    public let errorStyle: TerminalStyle
    /// True when a person can answer prompts (stdin and stderr are terminals).
    public let isInteractive: Bool
    /// True when progress may be drawn on stderr (stderr is a terminal).
    public let showsProgress: Bool
    /// What stdout carries: a table for people, or a format for other tools.
    public let format: OutputFormat
    public let isVerbose: Bool
    /// True when pictures may be drawn on stdout (it is a terminal).
    public let drawsPictures: Bool
    /// The terminal's width, for what is drawn to fit it.
    public let columns: Int
    /// Where pictures go: stdout itself, past the gate that keeps other escape sequences out.
    private let pictures: any TextOutput
    public let input: any LineReading
    public let secrets: any SecretReading

    public init(
        output: any TextOutput,
        errors: any TextOutput,
        style: TerminalStyle = .plain,
        errorStyle: TerminalStyle = .plain,
        isInteractive: Bool = false,
        showsProgress: Bool = false,
        format: OutputFormat = .table,
        isVerbose: Bool = false,
        drawsPictures: Bool = false,
        columns: Int = 80,
        input: any LineReading = StandardInputReader(),
        secrets: any SecretReading = TerminalSecretReader()
    ) {
        self.output = TerminalSafeOutput(destination: output, keepsStyling: style.colorsEnabled)
        self.pictures = output
        self.errors = TerminalSafeOutput(destination: errors, keepsStyling: errorStyle.colorsEnabled || showsProgress)
        self.style = style
        self.errorStyle = errorStyle
        self.isInteractive = isInteractive
        self.showsProgress = showsProgress
        self.format = format
        self.isVerbose = isVerbose
        self.drawsPictures = drawsPictures
        self.columns = columns
        self.input = input
        self.secrets = secrets
    }

    public var wantsJSON: Bool { format == .json }

    /// Whether menus may follow the answer: a person reads it at a terminal, and no tool reads stdout as
    /// data (`nearby --json | jq` must not wait for a choice).
    public var offersMenus: Bool { isInteractive && format == .table }

    /// Draws a picture on stdout, only on a terminal (a picture is made only by the renderer, so its
    /// escape sequences are the console's own).
    public func draw(_ picture: TerminalPicture) {
        guard drawsPictures else { return }
        pictures.write(picture.text)
    }

    /// A note for the person (never part of the result): goes to stderr.
    public func note(_ text: String) {
        errors.writeLine(errorStyle.apply(.dim, to: text))
    }

    /// A diagnostic line shown only with `--verbose`. Callers must never pass a secret.
    public func verbose(_ text: String) {
        guard isVerbose else { return }
        errors.writeLine(errorStyle.apply(.dim, to: "[verbose] \(text)"))
    }

    /// Asks a yes/no question on stderr; anything but y/yes is no.
    public func confirm(_ question: String) -> Bool {
        errors.write("\(question) [y/N] ")
        guard let answer = input.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else {
            return false
        }
        return answer == "y" || answer == "yes"
    }
}
