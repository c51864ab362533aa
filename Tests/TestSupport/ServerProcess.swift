import Foundation
import XCTest

/// A built `foodybite-server serve` process on a free loopback port, as an operator runs it (alone, or
/// as one of several instances on one `--database-url`). Started with `XCTestCase.startServerProcess`;
/// stopped when the test ends, or earlier with `stop()` or `kill(_:)`.
public final class ServerProcess: @unchecked Sendable {
    public static var executable: URL { PackageLayout.executable("foodybite-server") }

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

    /// Stops the server gracefully and waits for it to end.
    public func stop() {
        kill(SIGTERM)
    }
}

extension XCTestCase {
    /// Starts the built `foodybite-server serve` with `arguments` (a free port, a low bcrypt cost and
    /// `dataDirectory`, else a fresh one, are added) and returns once it listens; it is stopped when the
    /// test ends. Its standard error goes to `errorLog` when given. Skips when the binary is not built.
    public func startServerProcess(
        _ arguments: [String] = [],
        environment: [String: String] = [:],
        dataDirectory: URL? = nil,
        errorLog: URL? = nil,
        timeout: TimeInterval = 60,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> ServerProcess {
        let executable = ServerProcess.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        let directory = try dataDirectory ?? makeTemporaryDirectory(file: file, line: line)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--bcrypt-cost", "4", "--log-level", "error", "--data-dir", directory.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        if let errorLog {
            FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
        } else {
            process.standardError = errors
        }
        try process.run()
        addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        guard let baseURL = await Self.listeningURL(in: output.fileHandleForReading, process: process, timeout: timeout) else {
            process.terminate()
            process.waitUntilExit()
            let reason = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            XCTFail("foodybite-server serve did not start listening: \(reason)", file: file, line: line)
            throw ServerProcessError.didNotStart
        }
        return ServerProcess(baseURL: baseURL, process: process)
    }

    /// Reads stdout on a thread of its own until "Foodybite server listening on http://…" (nil when the
    /// process ends first; it is ended when `timeout` passes first), then keeps draining it so the
    /// server never blocks on a full pipe.
    private static func listeningURL(in handle: FileHandle, process: Process, timeout: TimeInterval) async -> URL? {
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var text = ""
                var url: URL?
                while url == nil {
                    let data = handle.availableData
                    guard !data.isEmpty else { break }
                    text += String(decoding: data, as: UTF8.self)
                    let completeLines = text.split(separator: "\n").dropLast(text.hasSuffix("\n") ? 0 : 1)
                    if let line = completeLines.first(where: { $0.contains("listening on http://") }),
                       let range = line.range(of: "http://") {
                        url = URL(string: String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces))
                    }
                }
                continuation.resume(returning: url)
                while !handle.availableData.isEmpty {}
            }
        }
    }
}

public enum ServerProcessError: Error {
    case didNotStart
}
