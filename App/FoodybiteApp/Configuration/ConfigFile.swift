import Foundation
import Shared
import SharedCLI

/// `config.json` in the config folder: the lowest-precedence settings a person writes once.
///
///     { "server": "https://foodybite.example.com", "placesUrl": "https://places.example.com", "placesApi": "new" }
public struct ConfigFile: Sendable, Equatable {
    public let server: URL?
    public let placesURL: URL?
    public let placesAPI: PlacesAPIGeneration?

    public init(server: URL? = nil, placesURL: URL? = nil, placesAPI: PlacesAPIGeneration? = nil) {
        self.server = server
        self.placesURL = placesURL
        self.placesAPI = placesAPI
    }

    /// The file's settings, or empty settings when there is no file. A file that cannot be read or
    /// holds invalid values is an error naming the file (exit 65), never silently ignored.
    public static func load(from fileURL: URL) throws -> ConfigFile {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return ConfigFile() }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw UserFacingMessage("Cannot read the config file \(fileURL.path).", exitStatus: .dataError)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw UserFacingMessage("The config file \(fileURL.path) is not a JSON object.", hint: #"Example: {"server": "http://127.0.0.1:8080"}"#, exitStatus: .dataError)
        }
        func setting(_ key: String) throws -> URL? {
            guard let value = settings[key], !(value is NSNull) else { return nil }
            guard let text = value as? String, let parsed = BaseURL.parse(text) else {
                throw UserFacingMessage("In \(fileURL.path), \"\(key)\" must be an http(s) URL.", exitStatus: .dataError)
            }
            return parsed
        }
        var placesAPI: PlacesAPIGeneration?
        if let value = settings["placesApi"], !(value is NSNull) {
            guard let text = value as? String, let generation = PlacesAPIGeneration(rawValue: text.lowercased()) else {
                throw UserFacingMessage("In \(fileURL.path), \"placesApi\" must be \"new\" or \"legacy\".", exitStatus: .dataError)
            }
            placesAPI = generation
        }
        return ConfigFile(server: try setting("server"), placesURL: try setting("placesUrl"), placesAPI: placesAPI)
    }
}
