import Foundation
import TestSupport
import XCTest

/// The built `foodybite-server` binary serving on a free port until the test ends.
final class ServerProcess: @unchecked Sendable {
    let baseURL: URL
    private let process: Process

    private init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    static var executable: URL { PackageLayout.executable("foodybite-server") }

    /// Starts `foodybite-server serve --port 0` and waits for the line that says where it listens.
    static func start(dataDirectory: URL) async throws -> ServerProcess {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("The foodybite-server binary is not built at \(executable.path); run `swift build` first.")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--data-dir", dataDirectory.path, "--bcrypt-cost", "4", "--log-level", "error"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let url: URL? = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var buffer = ""
                while let chunk = try? output.fileHandleForReading.read(upToCount: 1), let text = String(data: chunk, encoding: .utf8), !text.isEmpty {
                    buffer += text
                    if text == "\n" {
                        if let range = buffer.range(of: "listening on ") {
                            continuation.resume(returning: URL(string: buffer[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)))
                            return
                        }
                        buffer = ""
                    }
                }
                continuation.resume(returning: nil)
            }
        }
        guard let url else {
            process.terminate()
            throw AnyError()
        }
        return ServerProcess(baseURL: url, process: process)
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
