#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a password from the terminal with echo turned off; the prompt goes to stderr. Echo comes back
/// even when the person presses Ctrl-C at the prompt.
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
        EchoRestorer.arm(restoring: original)
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            EchoRestorer.disarm()
            prompts.write("\n")
        }
        guard let line = Swift.readLine(strippingNewline: true) else {
            StandardInputReader.forgetEndOfInputOnATerminal()
            throw UserFacingMessage("No password was entered.", exitStatus: .dataError)
        }
        return line
    }
}

/// Restores the terminal's settings if the process is interrupted while echo is off, then lets the
/// signal end the process as it would have.
private enum EchoRestorer {
    nonisolated(unsafe) static var saved = termios()

    static func arm(restoring settings: termios) {
        saved = settings
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                tcsetattr(STDIN_FILENO, TCSANOW, &EchoRestorer.saved)
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func disarm() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_DFL)
        }
    }
}
