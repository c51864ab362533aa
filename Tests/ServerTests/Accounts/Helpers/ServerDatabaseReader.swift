import Foundation
import GRDB

/// Reads the server's `server.sqlite` read-only, as an operator (or a client-side test) would.
struct ServerDatabaseReader {
    let dataDirectory: URL

    func int(_ sql: String, _ arguments: StatementArguments = []) throws -> Int? {
        try open().read { db in try Int.fetchOne(db, sql: sql, arguments: arguments) }
    }

    func strings(_ sql: String, _ arguments: StatementArguments = []) throws -> [String] {
        try open().read { db in try String.fetchAll(db, sql: sql, arguments: arguments) }
    }

    /// `restaurantId: [reviewCount, starsTotal]` for every row of `restaurantRating`.
    func ratings() throws -> [String: [Int]] {
        try open().read { db in
            var totals: [String: [Int]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT restaurantId, reviewCount, starsTotal FROM restaurantRating") {
                totals[row["restaurantId"]] = [row["reviewCount"], row["starsTotal"]]
            }
            return totals
        }
    }

    private func open() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: dataDirectory.appendingPathComponent("server.sqlite").path, configuration: configuration)
    }
}
