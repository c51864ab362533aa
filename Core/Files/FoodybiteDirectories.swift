import Foundation

/// Where the app keeps its local state. With a data directory (`--data-dir` or `FOODYBITE_DATA_DIR`)
/// everything lives under it; otherwise the XDG base directories are used.
public struct FoodybiteDirectories: Sendable, Equatable {
    public let config: URL
    public let state: URL
    public let cache: URL
    public let data: URL

    public init(config: URL, state: URL, cache: URL, data: URL) {
        self.config = config
        self.state = state
        self.cache = cache
        self.data = data
    }

    /// Everything under one folder.
    public init(root: URL) {
        self.init(
            config: root.appendingPathComponent("config"),
            state: root.appendingPathComponent("state"),
            cache: root.appendingPathComponent("cache"),
            data: root.appendingPathComponent("data")
        )
    }

    public static func resolve(
        dataDirectoryFlag: String?,
        environment: [String: String],
        homeDirectory: URL,
        currentDirectory: URL
    ) -> FoodybiteDirectories {
        if let root = dataDirectoryFlag ?? nonEmpty(environment["FOODYBITE_DATA_DIR"]) {
            return FoodybiteDirectories(root: absolute(root, relativeTo: currentDirectory).standardizedFileURL)
        }
        func xdg(_ variable: String, default relativePath: String) -> URL {
            // The XDG spec ignores relative paths in these variables.
            if let value = nonEmpty(environment[variable]), value.hasPrefix("/") {
                return URL(fileURLWithPath: value).appendingPathComponent("foodybite")
            }
            return homeDirectory.appendingPathComponent(relativePath).appendingPathComponent("foodybite")
        }
        return FoodybiteDirectories(
            config: xdg("XDG_CONFIG_HOME", default: ".config"),
            state: xdg("XDG_STATE_HOME", default: ".local/state"),
            cache: xdg("XDG_CACHE_HOME", default: ".cache"),
            data: xdg("XDG_DATA_HOME", default: ".local/share")
        )
    }

    /// The folders this app keeps state in, each of its own.
    public var all: [URL] { [config, state, cache, data] }

    public var configFile: URL { config.appendingPathComponent("config.json") }
    public var credentialsFile: URL { state.appendingPathComponent("credentials.json") }
    public var signedInUserFile: URL { state.appendingPathComponent("user.json") }
    public var refreshLockFile: URL { state.appendingPathComponent("refresh.lock") }
    public var cacheDatabase: URL { cache.appendingPathComponent("cache.sqlite") }
    public var settingsDatabase: URL { data.appendingPathComponent("settings.sqlite") }
    public var embeddedServerData: URL { data.appendingPathComponent("server") }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return value
    }

    private static func absolute(_ path: String, relativeTo base: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : base.appendingPathComponent(expanded)
    }
}
