import Foundation
import TestSupport

extension FoodybiteCLI {
    /// `run`, killing the binary when it has not ended within `deadline` seconds: nil then (it hung).
    func run(_ arguments: [String], killedAfter deadline: TimeInterval) async throws -> ProcessResult? {
        var all = arguments + ["--data-dir", dataDirectory.path]
        if let serverURL { all += ["--server", serverURL.absoluteString] }
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"]
        environment.merge(extraEnvironment) { $1 }
        return try await ProcessRunner.runDetached(Self.executable, arguments: all, environment: environment, killedAfter: deadline)
    }
}
