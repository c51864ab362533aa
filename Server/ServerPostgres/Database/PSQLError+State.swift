import PostgresNIO

extension PSQLError {
    /// PostgreSQL's SQLSTATE for a server error, e.g. `23505`.
    var sqlState: String? {
        code == .server ? serverInfo?[.sqlState] : nil
    }

    var isUniqueViolation: Bool { sqlState == "23505" }
    var isForeignKeyViolation: Bool { sqlState == "23503" }
    /// `disk_full`: the write was rolled back.
    var isDiskFull: Bool { sqlState == "53100" }
}
