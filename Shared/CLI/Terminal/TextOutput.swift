/// Somewhere text goes: stdout, stderr, or a buffer in tests.
public protocol TextOutput: Sendable {
    func write(_ text: String)
}

extension TextOutput {
    public func writeLine(_ line: String = "") {
        write(line + "\n")
    }
}
