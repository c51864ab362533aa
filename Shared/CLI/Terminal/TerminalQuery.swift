import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal something and reads its answer: raw mode without echo for the time of the
/// question (restored after), reading until `isComplete` says the answer is whole or `timeout` passes.
/// The terminal is the controlling one, else the one on stdin and stdout. Nil without a terminal or an
/// answer.
public enum TerminalQuery {
    public static func ask(_ question: String, timeout: Duration = .milliseconds(500), isComplete: (String) -> Bool) -> String? {
        let controlling = open("/dev/tty", O_RDWR | O_NOCTTY)
        defer { if controlling >= 0 { close(controlling) } }
        guard controlling >= 0 || (isatty(0) == 1 && isatty(1) == 1) else { return nil }
        let descriptor = controlling >= 0 ? controlling : 0
        let writer = controlling >= 0 ? controlling : 1
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(descriptor, TCSANOW, &saved) }
        let bytes = Array(question.utf8)
        guard bytes.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        var answer = [UInt8]()
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, answer.count < 4_096 {
            let left = deadline - ContinuousClock.now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&poller, 1, milliseconds) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
            if isComplete(String(decoding: answer, as: UTF8.self)) { break }
        }
        let text = String(decoding: answer, as: UTF8.self)
        // An answer still on its way would reach the next prompt as typed text.
        if !isComplete(text) { tcflush(descriptor, TCIFLUSH) }
        return answer.isEmpty ? nil : text
    }
}
