import PostgresNIO

/// Builds a statement whose shape depends on the request (which filters apply) with every value bound as
/// a parameter (`$1`, `$2` …); only the builder's own SQL text is ever spliced in.
struct PostgresQueryBuilder {
    private(set) var sql = ""
    private var binds = PostgresBindings()

    init(_ sql: String = "") {
        self.sql = sql
    }

    mutating func append(_ text: String) {
        sql += text
    }

    /// Binds `value` and returns its placeholder.
    mutating func bind<Value: PostgresThrowingDynamicTypeEncodable>(_ value: Value) throws -> String {
        try binds.append(value)
        return "$\(binds.count)"
    }

    mutating func bind<Value: PostgresThrowingDynamicTypeEncodable>(_ value: Value?) throws -> String {
        try binds.append(value)
        return "$\(binds.count)"
    }

    var query: PostgresQuery {
        PostgresQuery(unsafeSQL: sql, binds: binds)
    }
}
