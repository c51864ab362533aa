import ArgumentParser
import Foundation
import Logging

/// Options shared by every server subcommand that opens the data directory.
struct ServerOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("Where the database and signing key live (env FOODYBITE_SERVER_DATA_DIR). Default: ~/.local/share/foodybite-server.", valueName: "dir")
    )
    var dataDirectory: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
    }

    var resolvedLogLevel: Logger.Level {
        Logger.Level(rawValue: logLevel) ?? .info
    }

    /// The server's logger at `--log-level` (swift-log's default handler writes to standard error).
    func logger() -> Logger {
        var logger = Logger(label: "foodybite-server")
        logger.logLevel = resolvedLogLevel
        return logger
    }

    func resolvedDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = dataDirectory ?? environment["FOODYBITE_SERVER_DATA_DIR"], !path.isEmpty {
            let expanded = (path as NSString).expandingTildeInPath
            return URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("foodybite-server")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/foodybite-server")
    }
}
