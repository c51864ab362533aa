import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension ProcessRunner {
    /// `runDetached`, for a program that might hang: killed when it has not ended within `deadline`
    /// seconds, and nil returned then.
    public static func runDetached(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        killedAfter deadline: TimeInterval
    ) async throws -> ProcessResult? {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    try run(executable, arguments: arguments, environment: environment, killedAfter: deadline)
                })
            }
        }
    }

    private static func run(_ executable: URL, arguments: [String], environment: [String: String]?, killedAfter deadline: TimeInterval) throws -> ProcessResult? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = ChildProcessEnvironment.forChild(environment) }
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let killed = LockedFlag()
        let killer = DispatchWorkItem {
            killed.set()
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: killer)
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
        killer.cancel()
        guard !killed.isSet else { return nil }
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }
}

private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.withLock { value = true }
    }

    var isSet: Bool {
        lock.withLock { value }
    }
}
