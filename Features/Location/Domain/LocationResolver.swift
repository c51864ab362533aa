import Foundation
import Shared

/// Decides the current location by precedence: the command's flag, then `FOODYBITE_LOCATION`, then
/// the saved location, then the default centre.
public struct LocationResolver: LocationProviding {
    public static let environmentVariable = "FOODYBITE_LOCATION"

    private let environment: [String: String]
    private let savedLocation: any SavedLocationStore
    private let defaultCenter: Coordinates

    public init(environment: [String: String], savedLocation: any SavedLocationStore, defaultCenter: Coordinates) {
        self.environment = environment
        self.savedLocation = savedLocation
        self.defaultCenter = defaultCenter
    }

    public func currentLocation(explicit: Coordinates?) async throws -> UserLocation {
        if let explicit {
            return UserLocation(coordinates: explicit, source: .flag)
        }
        if let value = environment[Self.environmentVariable], !value.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                return UserLocation(coordinates: try Coordinates.parse(value), source: .environment)
            } catch {
                throw FailureMessage("\(Self.environmentVariable) is not usable: \(error)", kind: .invalidRequest)
            }
        }
        if let saved = try await savedLocation.load() {
            return UserLocation(coordinates: saved, source: .saved)
        }
        return UserLocation(coordinates: defaultCenter, source: .defaultCenter)
    }
}
