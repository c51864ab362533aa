import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A program running on a pseudo-terminal, as if a person sat at it: it sees a terminal on stdin,
/// stdout and stderr; the test reads the screen and types lines.
final class PseudoTerminalSession: @unchecked Sendable {
    private let process = Process()
    private let master: Int32
    private let lock = NSLock()
    private var screen = ""
    private var consumed = 0

    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        // Linux's pseudo-terminal multiplexer; the two ioctls (TIOCSPTLCK, TIOCGPTN) unlock the pair and
        // name its other end. Their macros are not visible to Swift, so the x86-64/arm64 values are spelled out.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            throw XCTSkip("No pseudo-terminal available here.")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw XCTSkip("Cannot open the pseudo-terminal's other end.") }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ChildProcessEnvironment.forChild(environment)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        let masterDescriptor = master
        Thread.detachNewThread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(masterDescriptor, &buffer, buffer.count)
                guard count > 0 else { return }
                self?.append(String(decoding: buffer[0..<count], as: UTF8.self))
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    private func append(_ text: String) {
        lock.withLock { screen += text }
    }

    /// Everything shown so far.
    var transcript: String {
        lock.withLock { screen }
    }

    /// Waits until `text` appears after what earlier waits already saw (guards against a hang, not a speed check).
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        for _ in 0..<600 {
            let found: Bool = lock.withLock {
                let unseen = screen.dropFirst(consumed)
                guard let range = unseen.range(of: text) else { return false }
                consumed = screen.distance(from: screen.startIndex, to: range.upperBound)
                return true
            }
            if found { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        XCTFail("\"\(text)\" never appeared. Screen:\n\(transcript)", file: file, line: line)
        throw CancellationError()
    }

    /// Types a line and presses Enter.
    func type(_ line: String) {
        let bytes = Array((line + "\r").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends `text` as the terminal itself would (an answer to a query), with no Enter.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Presses Ctrl-D on an empty line: the end of input, for this one answer.
    func pressControlD() {
        var endOfFile: UInt8 = 0x04
        _ = write(master, &endOfFile, 1)
    }

    func waitForExit() async -> Int32 {
        for _ in 0..<600 where process.isRunning {
            try? await Task.sleep(for: .milliseconds(100))
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
