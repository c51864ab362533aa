import Core
import Foundation

/// Which servers the app talks to and where it keeps local state, resolved from flags, environment,
/// the config file and defaults (in that order of precedence).
public struct AppConfiguration: Sendable, Equatable {
    public enum Backend: Sendable, Equatable {
        /// Our server, started in this process on loopback.
        case embedded
        case remote(URL)
    }

    public let directories: FoodybiteDirectories
    public let foodybiteServer: Backend
    public let placesServer: Backend
    /// Sent as `key=` on Places requests. A secret: never printed or logged.
    public let placesAPIKey: String?

    public init(directories: FoodybiteDirectories, foodybiteServer: Backend, placesServer: Backend, placesAPIKey: String?) {
        self.directories = directories
        self.foodybiteServer = foodybiteServer
        self.placesServer = placesServer
        self.placesAPIKey = placesAPIKey
    }

    public static let googlePlacesURL = URL(string: "https://maps.googleapis.com")!

    public var usesEmbeddedServer: Bool {
        foodybiteServer == .embedded || placesServer == .embedded
    }
}

extension AppConfiguration: CustomStringConvertible {
    /// For `--verbose`: names the servers and folders, never the key.
    public var description: String {
        func name(_ backend: Backend) -> String {
            switch backend {
            case .embedded: "the embedded server"
            case let .remote(url): SecretMasking.masked(url)
            }
        }
        return "Foodybite API: \(name(foodybiteServer)); Places API: \(name(placesServer))\(placesAPIKey == nil ? "" : " (with an API key)"); data: \(directories.data.path)"
    }
}
