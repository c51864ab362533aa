#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a password from the controlling terminal with echo turned off; the prompt goes to stderr.
public struct TerminalSecretReader: SecretReading {
    private let prompts: any TextOutput

    public init(prompts: any TextOutput = StandardStream.error) {
        self.prompts = prompts
    }

    public func readSecret(prompt: String) throws -> String {
        guard Terminal.isTerminal(STDIN_FILENO) else {
            throw UserFacingMessage(
                "There is no terminal to ask for a password.",
                hint: "Pipe it in instead with --password-stdin.",
                exitStatus: .usage
            )
        }
        prompts.write(prompt)
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            prompts.write("\n")
        }
        guard let line = Swift.readLine(strippingNewline: true) else {
            throw UserFacingMessage("No password was entered.", exitStatus: .dataError)
        }
        return line
    }
}
