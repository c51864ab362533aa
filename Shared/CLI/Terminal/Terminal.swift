#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal this process talks to.
public enum Terminal {
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Colour is used only when writing to a terminal, nobody asked for `--no-color`, and `NO_COLOR`
    /// (https://no-color.org) is unset or empty.
    public static func colorsEnabled(
        isTerminal: Bool,
        noColorFlag: Bool,
        environment: [String: String]
    ) -> Bool {
        let noColorVariable = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isTerminal && !noColorFlag && !noColorVariable && environment["TERM"] != "dumb"
    }
}
