#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Reads lines a person or a script types on stdin.
public protocol LineReading: Sendable {
    /// The next line without its newline, or nil at end of input.
    func readLine() -> String?
}

public struct StandardInputReader: LineReading {
    public init() {}

    public func readLine() -> String? {
        guard let line = Swift.readLine(strippingNewline: true) else {
            StandardInputReader.forgetEndOfInputOnATerminal()
            return nil
        }
        return line
    }

    /// On a terminal, Ctrl-D ends one answer, not the input: the C library remembers an end of input
    /// until told to forget it, and every later prompt would otherwise see it too.
    static func forgetEndOfInputOnATerminal() {
        if isatty(STDIN_FILENO) == 1 { clearerr(stdin) }
    }
}
