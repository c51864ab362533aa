import SharedCLI

/// A console whose stdout and stderr are buffers, as if not attached to a terminal.
public struct TestConsole: Sendable {
    public let output = BufferedOutput()
    public let errors = BufferedOutput()
    public let input: ScriptedInput
    public let console: Console

    public init(
        json: Bool = false, format: OutputFormat? = nil, interactive: Bool = false, colors: Bool = false, verbose: Bool = false,
        drawsPictures: Bool = false, columns: Int = 80, input: ScriptedInput = ScriptedInput()
    ) {
        self.input = input
        self.console = Console(
            output: output,
            errors: errors,
            style: TerminalStyle(colorsEnabled: colors),
            errorStyle: TerminalStyle(colorsEnabled: colors),
            isInteractive: interactive,
            showsProgress: false,
            format: format ?? (json ? .json : .table),
            isVerbose: verbose,
            drawsPictures: drawsPictures,
            columns: columns,
            input: input,
            secrets: input
        )
    }
}
