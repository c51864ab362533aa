import Core
import Foundation
import Shared

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
    /// Sent with Places requests (`key=` to the legacy API, a header to the new one). A secret: never
    /// printed or logged.
    public let placesAPIKey: String?
    public let placesAPI: PlacesAPIGeneration
    /// Where searches start when no flag, variable or saved location says where you are.
    public let defaultLocation: Coordinates
    /// How long one request may take from sending to its last byte (`FOODYBITE_REQUEST_DEADLINE`).
    public let requestDeadlineSeconds: Int

    public init(
        directories: FoodybiteDirectories,
        foodybiteServer: Backend,
        placesServer: Backend,
        placesAPIKey: String?,
        placesAPI: PlacesAPIGeneration = .new,
        defaultLocation: Coordinates = Self.demoCatalogCentre,
        requestDeadlineSeconds: Int = Int(HTTPClientLimits.standard.deadlineSeconds)
    ) {
        self.directories = directories
        self.foodybiteServer = foodybiteServer
        self.placesServer = placesServer
        self.placesAPIKey = placesAPIKey
        self.placesAPI = placesAPI
        self.defaultLocation = defaultLocation
        self.requestDeadlineSeconds = requestDeadlineSeconds
    }

    /// What one request may cost: the standard caps, with this configuration's deadline.
    public var httpLimits: HTTPClientLimits {
        let standard = HTTPClientLimits.standard
        return HTTPClientLimits(
            deadlineSeconds: Double(requestDeadlineSeconds), maxAnswerBytes: standard.maxAnswerBytes,
            maxImageBytes: standard.maxImageBytes, maxRedirects: standard.maxRedirects
        )
    }

    /// The centre of the embedded server's demo catalog (Lisbon), so that a fresh install lists
    /// restaurants straight away.
    public static let demoCatalogCentre = Coordinates(latitude: 38.7223, longitude: -9.1393)

    /// Google's host for each generation of the Places API.
    public static func googlePlacesURL(for generation: PlacesAPIGeneration) -> URL {
        switch generation {
        case .new: URL(string: "https://places.googleapis.com")!
        case .legacy: URL(string: "https://maps.googleapis.com")!
        }
    }

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
        let generation = placesAPI == .new ? "Places API (New)" : "legacy Places API"
        return "Foodybite API: \(name(foodybiteServer)); \(generation): \(name(placesServer))\(placesAPIKey == nil ? "" : " (with an API key)"); data: \(directories.data.path)"
    }
}
