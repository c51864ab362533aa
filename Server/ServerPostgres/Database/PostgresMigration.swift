/// One step of the PostgreSQL schema: applied once, in version order, in one transaction. Statements run
/// one by one (the extended protocol takes one statement at a time).
struct PostgresMigration: Sendable {
    let version: Int
    let name: String
    let statements: [String]
}
