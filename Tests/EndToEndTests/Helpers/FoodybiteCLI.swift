import Foundation
import TestSupport
import XCTest

/// The built `foodybite` binary, run as a person would, in its own data directory and home, pointed
/// at a server (or at none: the embedded default).
struct FoodybiteCLI {
    let dataDirectory: URL
    let home: URL
    var serverURL: URL?
    var extraEnvironment: [String: String] = [:]

    static var executable: URL { PackageLayout.executable("foodybite") }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil) async throws -> ProcessResult {
        var all = arguments + ["--data-dir", dataDirectory.path]
        if let serverURL { all += ["--server", serverURL.absoluteString] }
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"]
        environment.merge(extraEnvironment) { $1 }
        return try await ProcessRunner.runDetached(Self.executable, arguments: all, environment: environment, stdin: stdin)
    }

    /// Starts it on a pseudo-terminal, as a person at a terminal would (the interactive flow without
    /// arguments).
    func onATerminal(_ arguments: [String] = []) throws -> PseudoTerminalSession {
        var all = arguments + ["--data-dir", dataDirectory.path]
        if let serverURL { all += ["--server", serverURL.absoluteString] }
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "TERM": "xterm", "LANG": "C.UTF-8"]
        environment.merge(extraEnvironment) { $1 }
        return try PseudoTerminalSession(executable: Self.executable, arguments: all, environment: environment)
    }

    /// Runs and fails the test unless the exit status is `expected`.
    @discardableResult
    func expect(_ expected: Int32, _ arguments: [String], stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line) async throws -> ProcessResult {
        let result = try await run(arguments, stdin: stdin)
        XCTAssertEqual(result.status, expected, "foodybite \(arguments.joined(separator: " ")) → \(result.status)\nstdout: \(result.stdout)\nstderr: \(result.stderr)", file: file, line: line)
        return result
    }

    func json(_ arguments: [String], stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line) async throws -> [String: Any] {
        let result = try await expect(0, arguments + ["--json"], stdin: stdin, file: file, line: line)
        guard let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            XCTFail("Not a JSON object: \(result.stdout)", file: file, line: line)
            return [:]
        }
        return object
    }
}

extension XCTestCase {
    /// A CLI with a fresh data directory and home, pointed at `server` (nil: the embedded server).
    func makeCLI(server: URL?) throws -> FoodybiteCLI {
        guard FileManager.default.isExecutableFile(atPath: FoodybiteCLI.executable.path) else {
            throw XCTSkip("The foodybite binary is not built at \(FoodybiteCLI.executable.path); run `swift build` first.")
        }
        let root = try makeTemporaryDirectory()
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return FoodybiteCLI(dataDirectory: root.appendingPathComponent("data"), home: home, serverURL: server)
    }
}
