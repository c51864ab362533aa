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

    /// How many columns the terminal on `descriptor` has; else `COLUMNS`; else 80.
    public static func columns(of descriptor: Int32, environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }
}
