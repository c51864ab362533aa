@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage

/// Data directories in the states an operator may find them: with a database full of data, with pages
/// of it overwritten (a failing disk), emptied or removed.
enum DataDirectoryFixture {
    static let databaseName = "server.sqlite"

    /// A data directory whose database holds the demo catalog (a few MB), written out and closed.
    static func withCatalog(in directory: URL) async throws -> URL {
        let database = try ServerDatabase.open(in: directory)
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration())
        _ = try await database.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        return directory
    }

    static func databaseURL(in directory: URL) -> URL {
        directory.appendingPathComponent(databaseName)
    }

    /// Overwrites `count` pages in the middle of the database with bytes no page holds.
    static func overwritePages(_ count: Int, in directory: URL, pageSize: Int = 4_096) throws {
        let handle = try FileHandle(forUpdating: databaseURL(in: directory))
        defer { try? handle.close() }
        let pageCount = Int(try handle.seekToEnd()) / pageSize
        for page in (pageCount / 2)..<(pageCount / 2 + count) {
            try handle.seek(toOffset: UInt64(page * pageSize))
            handle.write(Data(repeating: 0xA5, count: pageSize))
        }
    }

    static func truncateDatabase(in directory: URL) throws {
        let handle = try FileHandle(forUpdating: databaseURL(in: directory))
        try handle.truncate(atOffset: 0)
        try handle.close()
    }

    static func size(ofDatabaseIn directory: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: databaseURL(in: directory).path)[.size] as? NSNumber)?.intValue ?? -1
    }
}
