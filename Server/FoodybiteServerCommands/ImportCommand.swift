import ArgumentParser
import CatalogDomain
import CatalogImport
import FoodybiteServer
import Foundation
import ServerPostgres
import ServerStorage

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import OpenStreetMap restaurants into the server's catalog.",
        discussion: """
        FILE is an OpenStreetMap PBF extract (.osm.pbf, such as a country from Geofabrik: its \
        amenity=restaurant nodes, ways and multipolygons, the outlines placed at their centroid), OSM XML \
        (.osm, read the same way; .osm.bz2 and .osm.gz too), GeoJSON \
        (a FeatureCollection, e.g. from overpass-turbo or ogr2ogr: Points, and Polygons, MultiPolygons and \
        LineStrings at their centroid) or Overpass JSON (ways and relations with `out center`, `out geom`, \
        `out bb`, or their nodes in the file: `out body` with `>;`) of amenity=restaurant, told apart by their contents. Reads name, cuisine, phone or contact:phone, \
        addr:*, website, opening_hours, and the place's facts: diet:*, wheelchair, takeaway, \
        delivery, outdoor_seating, brand and name:<language>. Records without a name or a position are skipped and counted; \
        importing the same file again updates the restaurants instead of duplicating them. Real data \
        replaces the demo catalog unless --keep-demo is given. The import is safe while the server runs: \
        it writes 10000 restaurants per transaction and lets the server write in between. The demo \
        restaurants are removed only once every restaurant is in, so an import that fails or is stopped \
        leaves the catalog it found (plus what it had imported); run it again to finish. A file of 50000 \
        restaurants or more, and of at least as many as the catalog holds, builds the catalog anew beside \
        the one the server reads and puts it in place in one transaction (about 2 s for a million, \
        while the server's writes wait): an import that fails or is stopped before then changes nothing. \
        One import runs into a data directory at a time: a second one started meanwhile stops at once \
        (exit status 75) and changes nothing. With --database-url \
        the import goes into PostgreSQL in one transaction: servers keep answering from the previous catalog \
        until it commits, and an import that fails or is stopped changes nothing. The file is read a chunk \
        at a time, never whole, and checked to its end before anything is written: a damaged file changes \
        nothing, and the error says what is wrong (for JSON, at which line and column). A PBF or XML file is \
        read in passes, keeping only the positions of the nodes restaurants' outlines need.

        Open-now needs each restaurant's time zone: give it with --time-zone (an IANA name such as \
        Europe/Copenhagen, or a fixed offset such as UTC+01:00). Without it, a fixed offset is guessed \
        from each restaurant's longitude (15° an hour, no daylight saving time) and reported.

        OpenStreetMap data is © OpenStreetMap contributors, available under the ODbL 1.0.
        """
    )

    @Argument(help: ArgumentHelp("The OSM PBF, OSM XML, GeoJSON or Overpass JSON file to import.", valueName: "file"))
    var file: String

    @OptionGroup var options: ServerOptions

    @OptionGroup var database: DatabaseOptions

    @Flag(name: .customLong("keep-demo"), help: "Keep the demo restaurants beside the imported ones.")
    var keepsDemo = false

    @OptionGroup var reading: OSMReadingOptions

    func run() async throws {
        try await CatalogWriteTarget.run(database: database, options: options) { postgresURL in
            try await importFile(
                into: postgresURL.description,
                stoppedNote: "The catalog's restaurants are unchanged (they are written in one transaction); run the import again."
            ) {
                OSMImporter(destination: PostgresCatalogStore(database: try await PostgresServerDatabase.open(url: postgresURL, poolSize: 2)), options: importOptions)
            }
        } sqlite: { directory in
            try await importFile(
                into: directory.appendingPathComponent(ServerDatabase.fileName).path,
                stoppedNote: "The catalog keeps what it held before, plus the restaurants imported so far; run the import again to finish."
            ) {
                // The logger says so when the import waits for another process's lock on the directory.
                OSMImporter(database: try ServerDatabase.open(in: directory, logger: options.logger()), options: importOptions)
            }
        }
    }

    private var importOptions: OSMImporter.Options {
        reading.importerOptions(keepsDemoCatalog: keepsDemo)
    }

    /// Opens the catalog with `makeImporter`, imports the file and prints what it did; `stoppedNote`
    /// says what an import that stops part way leaves.
    private func importFile(into target: String, stoppedNote: String, makeImporter: () async throws -> OSMImporter) async throws {
        let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
        let importer: OSMImporter
        do {
            importer = try await makeImporter()
        } catch {
            // ServerDatabaseError names the file, PostgresStartError the masked URL, and the remedy.
            throw commandFailure("\(error)", status: 1)
        }
        do {
            let summary = try await importer.importFile(at: url)
            let report = (["Imported \(url.path) into \(target)."] + summary.lines)
                .joined(separator: "\n")
            FileHandle.standardOutput.write(Data((report + "\n").utf8))
        } catch let error as OSMImportError {
            throw commandFailure("\(error)", status: 65)
        } catch {
            throw commandFailure("the import stopped: \(PostgresStartError.reason(for: error))\n\(stoppedNote)", status: 1)
        }
    }
}
