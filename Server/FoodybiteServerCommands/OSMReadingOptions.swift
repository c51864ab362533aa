import ArgumentParser
import CatalogDomain
import CatalogImport

/// How `import` and `update` read OpenStreetMap data: the restaurants' time zone and what counts as a
/// place to eat.
struct OSMReadingOptions: ParsableArguments {
    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The restaurants' time zone (IANA name or UTC±hh:mm).", valueName: "identifier"))
    var timeZone: String?

    @Option(help: ArgumentHelp(
        "The OSM amenity values that count as places to eat, separated by commas (e.g. restaurant,fast_food,cafe).",
        valueName: "list"
    ))
    var amenities = "restaurant"

    func validate() throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz_")
        let values = amenities.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let bad = values.first(where: { $0.isEmpty || !$0.allSatisfy(allowed.contains) }) {
            throw ValidationError(
                "--amenities takes OSM amenity values separated by commas, such as restaurant,fast_food,cafe; '\(bad)' is not one."
            )
        }
        if let timeZone, CatalogTimeZone.resolve(timeZone) == nil {
            throw ValidationError("--time-zone '\(timeZone)' is neither an IANA time zone (e.g. Europe/Copenhagen) nor an offset like UTC+01:00.")
        }
    }

    func importerOptions(keepsDemoCatalog: Bool = false) -> OSMImporter.Options {
        OSMImporter.Options(
            timeZone: timeZone, keepsDemoCatalog: keepsDemoCatalog,
            amenities: Set(amenities.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        )
    }
}
