@testable import FoodybiteServer
import Foundation
@testable import ServerPostgres

/// Reads the tests check behind the stores' backs.
enum PostgresTestQueries {
    static func ratingTotals(of restaurantID: String, in database: PostgresServerDatabase) async throws -> (count: Int, stars: Int)? {
        try await database.withConnection { connection in
            try await connection.first(
                "SELECT review_count, stars_total FROM restaurant_rating WHERE restaurant_id = \(restaurantID)",
                logger: PostgresTestSchema.logger
            ).map { row in
                let (count, stars) = try row.decode((Int, Int).self)
                return (count, stars)
            }
        }
    }

    static func count(_ table: String, in database: PostgresServerDatabase) async throws -> Int {
        try await database.withConnection { connection in
            try await connection.first(.init(unsafeSQL: "SELECT count(*) FROM \(table)"), logger: PostgresTestSchema.logger)?.decode(Int.self) ?? 0
        }
    }
}
