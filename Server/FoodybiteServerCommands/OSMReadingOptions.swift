import ArgumentParser
import CatalogDomain
import CatalogImport

/// How `import` and `update` read OpenStreetMap data: the restaurants' time zone and what counts as a
/// place to eat.
struct OSMReadingOptions: ParsableArguments {
    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The restaurants' time zone (IANA name or UTC±hh:mm).", valueName: "identifier"))
    var timeZone: String?

    @Option(help: ArgumentHelp(
        "The OSM amenity values that count as places to eat, separated by commas (e.g. restaurant,fast_food,cafe). Default: restaurant for import; for update, those of the last import.",
        valueName: "list"
    ))
    var amenities: String?

    func validate() throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz_")
        let values = (amenities ?? "restaurant").split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let bad = values.first(where: { $0.isEmpty || !$0.allSatisfy(allowed.contains) }) {
            throw ValidationError(
                "--amenities takes OSM amenity values separated by commas, such as restaurant,fast_food,cafe; '\(bad)' is not one."
            )
        }
        if let timeZone, CatalogTimeZone.resolve(timeZone) == nil {
            throw ValidationError("--time-zone '\(timeZone)' is neither an IANA time zone (e.g. Europe/Copenhagen) nor an offset like UTC+01:00.")
        }
    }

    /// The amenities given, else `fallback`.
    func importerOptions(keepsDemoCatalog: Bool = false, amenitiesOtherwise fallback: Set<String> = ["restaurant"]) -> OSMImporter.Options {
        OSMImporter.Options(
            timeZone: timeZone, keepsDemoCatalog: keepsDemoCatalog,
            amenities: amenities.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) } ?? fallback
        )
    }
}
