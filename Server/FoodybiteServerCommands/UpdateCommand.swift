import ArgumentParser
import CatalogDomain
import CatalogImport
import CatalogSQLite
import FoodybiteServer
import Foundation
import ServerPostgres
import ServerStorage

/// `foodybite-server update`: applies OpenStreetMap diffs to the catalog an import filled, from a file
/// or by following a replication.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Apply OpenStreetMap diffs (osmChange) to the server's catalog, from a file or a replication.",
        discussion: """
        DIFF is an osmChange file (.osc, or .osc.gz as OSM's replication and Geofabrik publish them) made \
        after the data the catalog was imported from. Restaurants it creates or changes are written as an \
        import writes them; those it deletes, or that stop being places to eat (or lose their name), are \
        removed from results, and their Foodybite reviews are kept for when they come back. A way is placed \
        at its outline's centroid when the diff holds all its nodes, and otherwise keeps its place.

        With --replication-url (or --replication-dir, a copy of one on disk) instead of DIFF, it follows a \
        replication in Osmosis' layout (state.txt, 000/003/989.osc.gz): every diff newer than the one the \
        catalog holds is fetched and applied in order, starting after the one a Geofabrik extract's header \
        names at import (or at --start-sequence). With --every it does so again and again (e.g. --every 1m). \
        The sequence number is kept in the database: instances sharing a PostgreSQL database may all run \
        it, and each diff is applied once.

        Each diff is applied in one transaction: one that fails or is stopped changes nothing, and running \
        servers keep answering throughout. Applying the same diff again changes nothing, and a diff file \
        whose newest edit is older than the edits the catalog holds is skipped with a message (exit status \
        0). One update or import runs into a data directory at a time (exit status 75 for a second one).
        """
    )

    @Argument(help: ArgumentHelp("The osmChange file (.osc or .osc.gz).", valueName: "diff"))
    var file: String?

    @Option(name: .customLong("replication-url"), help: ArgumentHelp(
        "A replication to follow, e.g. https://download.geofabrik.de/europe/liechtenstein-updates.", valueName: "url"
    ))
    var replicationURL: String?

    @Option(name: .customLong("replication-dir"), help: ArgumentHelp("A replication on disk, in the same layout.", valueName: "dir"))
    var replicationDirectory: String?

    @Option(name: .customLong("start-sequence"), help: ArgumentHelp(
        "The first replication diff to apply when the catalog does not know which its data is as of.", valueName: "number"
    ))
    var startSequence: Int?

    @Option(help: ArgumentHelp("Follow the replication again after this long, until stopped: 30s, 1m, 1h.", valueName: "interval"))
    var every: String?

    @OptionGroup var options: ServerOptions

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var reading: OSMReadingOptions

    func validate() throws {
        let sources = [file, replicationURL, replicationDirectory].compactMap { $0 }
        guard sources.count == 1 else {
            throw ValidationError("Give one of: a diff file, --replication-url or --replication-dir.")
        }
        if let replicationURL, URL(string: replicationURL).flatMap({ ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }) == nil {
            throw ValidationError("--replication-url '\(replicationURL)' is not an http(s) URL.")
        }
        if file != nil, every != nil || startSequence != nil {
            throw ValidationError("--every and --start-sequence follow a replication: use them with --replication-url or --replication-dir.")
        }
        if let startSequence, startSequence < 0 {
            throw ValidationError("--start-sequence must be 0 or more.")
        }
        if let every, Self.interval(every) == nil {
            throw ValidationError("--every '\(every)' is not an interval like 30s, 1m or 1h (at least 1s).")
        }
    }

    func run() async throws {
        guard let replication = replicationSource else {
            try await onCatalog { destination, target in try await applyFile(to: destination, target: target) }
            return
        }
        guard let interval = every.flatMap(Self.interval) else {
            try await onCatalog { destination, _ in try await follow(replication, into: destination) }
            return
        }
        while true {
            do {
                try await onCatalog { destination, _ in try await follow(replication, into: destination) }
            } catch let error as ExitCode where error != .success {
                // Said on standard error already; the next round may find the replication or the lock free.
            }
            try await Task.sleep(for: interval)
        }
    }

    private var replicationSource: OSMReplicationSource? {
        if let replicationURL, let url = URL(string: replicationURL) { return .http(url) }
        if let replicationDirectory { return .directory(URL(fileURLWithPath: (replicationDirectory as NSString).expandingTildeInPath)) }
        return nil
    }

    /// Opens the catalog (PostgreSQL or the data directory's SQLite, under its lock) and runs `body` on it;
    /// `body`'s import errors exit with status 65, any other failure with 1.
    private func onCatalog(_ body: (any CatalogChangeDestination, String) async throws -> Void) async throws {
        try await CatalogWriteTarget.run(database: database, options: options) { postgresURL in
            // Closed after each round, so that --every holds no connections between rounds.
            var opened: PostgresServerDatabase?
            do {
                try await guarded(into: postgresURL.description, body) {
                    let database = try await PostgresServerDatabase.open(url: postgresURL, poolSize: 2)
                    opened = database
                    return PostgresCatalogStore(database: database)
                }
            } catch {
                await opened?.close()
                throw error
            }
            await opened?.close()
        } sqlite: { directory in
            try await guarded(into: directory.appendingPathComponent(ServerDatabase.fileName).path, body) {
                SQLiteCatalogImportDestination(database: try ServerDatabase.open(in: directory, logger: options.logger()))
            }
        }
    }

    private func guarded(
        into target: String,
        _ body: (any CatalogChangeDestination, String) async throws -> Void,
        makeDestination: () async throws -> any CatalogChangeDestination
    ) async throws {
        let destination: any CatalogChangeDestination
        do {
            destination = try await makeDestination()
        } catch {
            throw commandFailure("\(error)", status: 1)
        }
        do {
            try await body(destination, target)
        } catch let error as OSMImportError {
            throw commandFailure("\(error)", status: 65)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw commandFailure(
                "the update stopped: \(PostgresStartError.reason(for: error))\nThe catalog holds every diff applied before this one; run the update again.",
                status: 1
            )
        }
    }

    private func applyFile(to destination: any CatalogChangeDestination, target: String) async throws {
        let url = URL(fileURLWithPath: ((file ?? "") as NSString).expandingTildeInPath)
        let summary = try await OSMUpdater(destination: destination, options: try await updaterOptions(for: destination)).applyFile(at: url)
        say((["Read \(url.path) for \(target)."] + summary.lines).joined(separator: "\n"))
    }

    private func follow(_ source: OSMReplicationSource, into destination: any CatalogChangeDestination) async throws {
        let replication = OSMReplication(source: source, destination: destination, options: try await updaterOptions(for: destination))
        try await replication.catchUp(firstSequence: startSequence) { line in say(line) }
    }

    /// The options given, the amenities otherwise those the last import counted, so that a diff never
    /// removes the cafés an import of `--amenities restaurant,cafe` brought.
    private func updaterOptions(for destination: any CatalogChangeDestination) async throws -> OSMImporter.Options {
        reading.importerOptions(amenitiesOtherwise: try await destination.importedAmenities() ?? ["restaurant"])
    }

    /// A line on standard output at once, not when a buffer fills: a periodic update's log is read live.
    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// `30s`, `1m`, `1h` as a duration of at least a second.
    static func interval(_ text: String) -> Duration? {
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int64(text.dropLast()), count > 0, count <= 24 * 3_600 else { return nil }
        return .seconds(count * unit)
    }
}
