/// Reads lines a person or a script types on stdin.
public protocol LineReading: Sendable {
    /// The next line without its newline, or nil at end of input.
    func readLine() -> String?
}

public struct StandardInputReader: LineReading {
    public init() {}

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
