import Foundation
import TestSupport
import XCTest

/// Runs the built `foodybite-server` as an operator would, stopping it when it is still running after
/// `timeout` (a `serve` that should have refused to start).
enum ServerCommandRunner {
    struct Outcome {
        let status: Int32
        let stderr: String
        let wasStopped: Bool
    }

    static func run(_ arguments: [String], timeout: TimeInterval = 20) throws -> Outcome {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Outcome(
            status: process.terminationStatus,
            stderr: String(decoding: errorData, as: UTF8.self),
            wasStopped: process.terminationReason == .uncaughtSignal
        )
    }
}
