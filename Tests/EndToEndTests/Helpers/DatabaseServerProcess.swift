import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The built `foodybite-server serve --database-url` on a free port, one of several instances sharing
/// one PostgreSQL database; stopped by the test (at the latest when released), or killed with SIGKILL.
final class DatabaseServerProcess: @unchecked Sendable {
    let baseURL: URL
    private let process: Process

    private init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    deinit {
        stop()
    }

    static func start(databaseURL: String, dataDirectory: URL) async throws -> DatabaseServerProcess {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("The foodybite-server binary is not built at \(executable.path); run `swift build` first.")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "serve", "--port", "0", "--data-dir", dataDirectory.path,
            "--bcrypt-cost", "4", "--log-level", "error", "--trust-proxy", "--database-pool-size", "8",
        ]
        process.environment = ["PATH": "/usr/bin:/bin", "FOODYBITE_SERVER_DATABASE_URL": databaseURL]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        guard let url = await Self.listeningURL(in: output) else {
            process.terminate()
            let reason = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            throw EndToEndSetupError.failed("foodybite-server did not start: \(reason)")
        }
        return DatabaseServerProcess(baseURL: url, process: process)
    }

    /// Kills the instance without a chance to finish anything, as a crash or `kill -9` does.
    func kill() {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    private static func listeningURL(in output: Pipe) async -> URL? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var line = ""
                while let chunk = try? output.fileHandleForReading.read(upToCount: 1), let text = String(data: chunk, encoding: .utf8), !text.isEmpty {
                    guard text == "\n" else { line += text; continue }
                    if let range = line.range(of: "listening on ") {
                        continuation.resume(returning: URL(string: line[range.upperBound...].trimmingCharacters(in: .whitespaces)))
                        return
                    }
                    line = ""
                }
                continuation.resume(returning: nil)
            }
        }
    }
}
