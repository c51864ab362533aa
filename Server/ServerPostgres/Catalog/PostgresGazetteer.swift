import CatalogDomain
import PostgresNIO

/// The gazetteer on PostgreSQL: the entries having a word starting with each word of the lookup (each
/// word a range of `place_name_word`, the ranges' keys intersected, then read by key: the planner,
/// which cannot tell how few the intersection keeps, scanned every entry otherwise), ordered as
/// `SQLiteGazetteer` orders them.
public struct PostgresGazetteer: Gazetteer {
    package let database: PostgresServerDatabase

    public init(database: PostgresServerDatabase) {
        self.database = database
    }

    public func places(named text: String, limit: Int) async throws -> [GazetteerEntry] {
        let words = GazetteerEntry.lookupWords(in: text)
        guard !words.isEmpty, limit > 0 else { return [] }
        let statement = try Self.lookupStatement(words: words, limit: limit)
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all(statement, logger: logger)
                .compactMap { row in
                    let (key, kind, name, otherNames, area, latitude, longitude) =
                        try row.decode((String, String, String, String?, String?, Double, Double).self)
                    return GazetteerEntry(
                        key: key, kindText: kind, name: name, otherNamesText: otherNames, latitude: latitude, longitude: longitude, area: area
                    )
                }
        }
    }

    private static func lookupStatement(words: [String], limit: Int) throws -> PostgresQuery {
        var builder = PostgresQueryBuilder("SELECT key, kind, name, other_names, area, latitude, longitude FROM place_name WHERE key = ANY (ARRAY(")
        var ranges: [String] = []
        for word in words {
            let prefix = try builder.bind(word)
            ranges.append("SELECT key FROM place_name_word WHERE word >= \(prefix) AND word < \(prefix) || chr(1114111)")
        }
        builder.append(ranges.joined(separator: "\n  INTERSECT ") + "))")
        builder.append("\nORDER BY kind_rank, name COLLATE \"C\", key LIMIT \(try builder.bind(limit))")
        return builder.query
    }
}
