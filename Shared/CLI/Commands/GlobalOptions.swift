import ArgumentParser
import Foundation
import Shared

/// Options every command accepts, anywhere after the subcommand (`foodybite nearby --json --server URL`).
public struct GlobalOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("server"),
        help: ArgumentHelp("Foodybite API base URL (env FOODYBITE_SERVER_URL). Default: the embedded server.", valueName: "url")
    )
    public var serverURL: String?

    @Option(
        name: .customLong("places-url"),
        help: ArgumentHelp("Places API base URL (env FOODYBITE_PLACES_URL). With GOOGLE_PLACES_API_KEY alone: Google's host.", valueName: "url")
    )
    public var placesURL: String?

    @Option(
        name: .customLong("places-api"),
        help: ArgumentHelp(
            "Which Places API to speak: new (Places API (New), the default) or legacy (env FOODYBITE_PLACES_API).",
            valueName: "new|legacy"
        )
    )
    public var placesAPI: PlacesAPIGeneration?

    @Flag(name: .long, help: "Print one JSON document on stdout instead of text (the same as --format json).")
    public var json = false

    @Option(
        help: ArgumentHelp(
            "table (the default) or json; lists also csv or tsv (nearby, search, favourites list, reviews list), and places geojson (all but reviews list).",
            valueName: "format"
        )
    )
    public var format: OutputFormat?

    @Flag(name: .customLong("no-color"), help: "Never use colour (NO_COLOR is honoured too).")
    public var noColor = false

    @Flag(name: .long, help: "Explain what happens on stderr (never shows a secret).")
    public var verbose = false

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("Keep all local state under this folder (env FOODYBITE_DATA_DIR).", valueName: "dir")
    )
    public var dataDirectory: String?

    public init() {}

    /// `--server` as a base URL; `validate()` has refused anything else.
    public var serverBaseURL: URL? {
        serverURL.flatMap(BaseURL.parse)
    }

    /// What stdout carries: `--format`, or JSON with `--json`.
    public var outputFormat: OutputFormat {
        json ? .json : format ?? .table
    }

    /// `--places-url` as a base URL; `validate()` has refused anything else.
    public var placesBaseURL: URL? {
        placesURL.flatMap(BaseURL.parse)
    }

    public func validate() throws {
        for (flag, value) in [("--server", serverURL), ("--places-url", placesURL)] {
            guard let value else { continue }
            guard BaseURL.parse(value) != nil else {
                throw ValidationError("\(flag) expects an http(s) URL such as http://127.0.0.1:8080, not '\(value)'.")
            }
        }
        if json, let format, format != .json {
            throw ValidationError("Give either --json or --format \(format.rawValue), not both.")
        }
        if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir expects a folder path.")
        }
    }
}
