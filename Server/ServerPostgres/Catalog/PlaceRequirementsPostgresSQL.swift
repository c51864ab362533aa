import CatalogDomain

/// A nearby query's requirements (`PlaceRequirements`) as conditions on the stored facts' JSON text
/// (`restaurant.facts`) of the restaurant `r`, as SQLite's `PlaceRequirementsSQL`.
enum PlaceRequirementsPostgresSQL {
    static func conditions(for checks: [PlaceRequirements.Check], in builder: inout PostgresQueryBuilder) throws -> [String] {
        try checks.map { try condition(for: $0, in: &builder) }
    }

    private static func condition(for check: PlaceRequirements.Check, in builder: inout PostgresQueryBuilder) throws -> String {
        switch check {
        case let .text(path, values):
            let placeholders = try values.map { try builder.bind($0) }
            return "(r.facts::jsonb #>> \(try builder.bind(path))) IN (\(placeholders.joined(separator: ", ")))"
        case let .flag(key):
            return "(r.facts::jsonb -> \(try builder.bind(key))) = 'true'::jsonb"
        case let .anyOf(checks):
            return "(" + (try checks.map { try condition(for: $0, in: &builder) }).joined(separator: " OR ") + ")"
        }
    }
}
