import Foundation

/// Runs a program to completion, feeding stdin and capturing stdout, stderr and the exit status.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

public enum ProcessRunner {
    /// Runs `executable` (no arguments, no captured output) and waits for it with `waitpid` on a thread
    /// of its own; its exit status, or -1 when it could not start or was killed. For a program started
    /// while the test has other children running: Foundation's `Process` once never noticed a script end
    /// while a server it had also started ran, and the test waited for good.
    public static func spawnAndWait(_ executable: URL) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var pid: pid_t = 0
                let path = executable.path
                let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
                defer { arguments.forEach { free($0) } }
                guard posix_spawn(&pid, path, nil, nil, arguments, environ) == 0 else { return continuation.resume(returning: -1) }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                continuation.resume(returning: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1)
            }
        }
    }

    /// `run` on a thread of its own, so waiting for the child never blocks Swift's cooperative threads
    /// (which an in-process server under test needs).
    public static func runDetached(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        stdin: String? = nil,
        currentDirectory: URL? = nil
    ) async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    try run(executable, arguments: arguments, environment: environment, stdin: stdin, currentDirectory: currentDirectory)
                })
            }
        }
    }

    public static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        stdin: String? = nil,
        currentDirectory: URL? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = ChildProcessEnvironment.forChild(environment) }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let outputPipe = Pipe(), errorPipe = Pipe(), inputPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = inputPipe
        try process.run()
        if let stdin { inputPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a full pipe never blocks the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }
}
