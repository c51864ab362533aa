import Core
import Foundation
import Shared
import SharedCLI

/// Resolves `AppConfiguration`: flag > environment > config file > default (the embedded server).
public struct AppConfigurationResolver: Sendable {
    private let environment: [String: String]
    private let homeDirectory: URL
    private let currentDirectory: URL

    public init(environment: [String: String], homeDirectory: URL, currentDirectory: URL) {
        self.environment = environment
        self.homeDirectory = homeDirectory
        self.currentDirectory = currentDirectory
    }

    public func resolve(_ options: GlobalOptions) throws -> AppConfiguration {
        let directories = FoodybiteDirectories.resolve(
            dataDirectoryFlag: options.dataDirectory,
            environment: environment,
            homeDirectory: homeDirectory,
            currentDirectory: currentDirectory
        )
        let file = try ConfigFile.load(from: directories.configFile)
        let server = try options.serverBaseURL
            ?? environmentURL("FOODYBITE_SERVER_URL")
            ?? file.server
        let placesURL = try options.placesBaseURL
            ?? environmentURL("FOODYBITE_PLACES_URL")
            ?? file.placesURL
        let key = PlacesAPIKey(environment["GOOGLE_PLACES_API_KEY"])?.value
        let generation = try options.placesAPI ?? environmentGeneration() ?? file.placesAPI ?? .new

        let places: AppConfiguration.Backend
        if let placesURL {
            places = .remote(placesURL)
        } else if key != nil {
            places = .remote(AppConfiguration.googlePlacesURL(for: generation))
        } else if let server {
            // Our server speaks both contracts, so one URL is enough for it.
            places = .remote(server)
        } else {
            places = .embedded
        }
        return AppConfiguration(
            directories: directories,
            foodybiteServer: server.map(AppConfiguration.Backend.remote) ?? .embedded,
            placesServer: places,
            placesAPIKey: key,
            placesAPI: generation,
            requestDeadlineSeconds: try environmentDeadline() ?? Int(HTTPClientLimits.standard.deadlineSeconds)
        )
    }

    private func environmentDeadline() throws -> Int? {
        guard let value = environment["FOODYBITE_REQUEST_DEADLINE"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        guard let seconds = Int(value), (1...600).contains(seconds) else {
            throw UserFacingMessage("FOODYBITE_REQUEST_DEADLINE must be a whole number of seconds from 1 to 600, not '\(value)'.", exitStatus: .usage)
        }
        return seconds
    }

    private func environmentGeneration() throws -> PlacesAPIGeneration? {
        guard let value = environment["FOODYBITE_PLACES_API"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        guard let generation = PlacesAPIGeneration(rawValue: value.lowercased()) else {
            throw UserFacingMessage("FOODYBITE_PLACES_API must be 'new' or 'legacy', not '\(value)'.", exitStatus: .usage)
        }
        return generation
    }

    private func environmentURL(_ name: String) throws -> URL? {
        guard let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let url = BaseURL.parse(value) else {
            throw UserFacingMessage("\(name) must be an http(s) URL such as http://127.0.0.1:8080, not '\(value)'.", exitStatus: .usage)
        }
        return url
    }
}
