import Foundation
import XCTest

/// A `foodybite-server serve` process on a free loopback port, as an operator runs it (e.g. several
/// instances on one `--database-url`). Started with `XCTestCase.startServerProcess`; stopped when the
/// test ends, or killed earlier with `kill(_:)`.
public final class ServerProcess: @unchecked Sendable {
    public let baseURL: URL
    private let process: Process

    init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` (SIGKILL for a crash, SIGTERM for a graceful stop) and waits for the process to end.
    public func kill(_ signal: Int32 = SIGKILL) {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }
}

extension XCTestCase {
    /// Starts the built `foodybite-server serve` with `arguments` (a free port and a fresh data directory
    /// are added) and returns once it listens; it is stopped when the test ends. Skips when the binary
    /// is not built.
    public func startServerProcess(
        _ arguments: [String] = [],
        environment: [String: String] = [:],
        timeout: TimeInterval = 60,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> ServerProcess {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--bcrypt-cost", "4", "--data-dir", try makeTemporaryDirectory(file: file, line: line).path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        guard let baseURL = Self.listeningURL(in: output.fileHandleForReading, process: process, timeout: timeout) else {
            process.terminate()
            XCTFail("foodybite-server serve did not start listening", file: file, line: line)
            throw ServerProcessError.didNotStart
        }
        return ServerProcess(baseURL: baseURL, process: process)
    }

    /// Reads stdout until "Foodybite server listening on http://…" (nil when the process ends first or
    /// the time is over).
    private static func listeningURL(in handle: FileHandle, process: Process, timeout: TimeInterval) -> URL? {
        let found = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var url: URL?
        DispatchQueue.global().async {
            var text = ""
            while true {
                let data = handle.availableData
                guard !data.isEmpty else { break }
                text += String(decoding: data, as: UTF8.self)
                if let line = text.split(separator: "\n").first(where: { $0.contains("listening on http://") }),
                   let range = line.range(of: "http://") {
                    url = URL(string: String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces))
                    break
                }
            }
            found.signal()
            // Keep draining, so the server never blocks on a full pipe.
            while !handle.availableData.isEmpty {}
        }
        _ = found.wait(timeout: .now() + timeout)
        return url
    }
}

public enum ServerProcessError: Error {
    case didNotStart
}
