import ArgumentParser
import CatalogDomain
import CatalogImport
import CatalogSQLite
import FoodybiteServer
import Foundation
import ServerPostgres
import ServerStorage

/// `foodybite-server update`: applies an OpenStreetMap diff to the catalog an import filled.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Apply an OpenStreetMap diff (osmChange) to the server's catalog.",
        discussion: """
        DIFF is an osmChange file (.osc, or .osc.gz as OSM's replication and Geofabrik publish them) made \
        after the data the catalog was imported from. Restaurants it creates or changes are written as an \
        import writes them; those it deletes, or that stop being places to eat (or lose their name), are \
        removed from results, and their Foodybite reviews are kept for when they come back. A way is placed \
        at its outline's centroid when the diff holds all its nodes, and otherwise keeps its place.

        The diff is applied in one transaction: a diff that fails or is stopped changes nothing, and running \
        servers keep answering throughout. Applying the same diff again changes nothing, and a diff whose \
        newest edit is older than the edits the catalog holds is skipped with a message (exit status 0). \
        One update or import runs into a data directory at a time (exit status 75 for a second one).
        """
    )

    @Argument(help: ArgumentHelp("The osmChange file (.osc or .osc.gz).", valueName: "diff"))
    var file: String

    @OptionGroup var options: ServerOptions

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var reading: OSMReadingOptions

    func run() async throws {
        try await CatalogWriteTarget.run(database: database, options: options) { postgresURL in
            try await apply(into: postgresURL.description) {
                PostgresCatalogStore(database: try await PostgresServerDatabase.open(url: postgresURL, poolSize: 2))
            }
        } sqlite: { directory in
            try await apply(into: directory.appendingPathComponent(ServerDatabase.fileName).path) {
                SQLiteCatalogImportDestination(database: try ServerDatabase.open(in: directory, logger: options.logger()))
            }
        }
    }

    private func apply(into target: String, makeDestination: () async throws -> any CatalogChangeDestination) async throws {
        let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
        let updater: OSMUpdater
        do {
            updater = OSMUpdater(destination: try await makeDestination(), options: reading.importerOptions())
        } catch {
            throw commandFailure("\(error)", status: 1)
        }
        do {
            let summary = try await updater.applyFile(at: url)
            let report = (["Read \(url.path) for \(target)."] + summary.lines).joined(separator: "\n")
            FileHandle.standardOutput.write(Data((report + "\n").utf8))
        } catch let error as OSMImportError {
            throw commandFailure("\(error)", status: 65)
        } catch {
            throw commandFailure("the update stopped: \(PostgresStartError.reason(for: error))\nThe catalog is unchanged (a diff is applied in one transaction); run the update again.", status: 1)
        }
    }
}
