import CatalogDomain
import GRDB

/// A nearby query's requirements (`PlaceRequirements`) as conditions on the stored facts' JSON
/// (`restaurant.facts`, `CatalogPlaceFactsSchema`) of the restaurant `r`.
enum PlaceRequirementsSQL {
    static func conditions(for checks: [PlaceRequirements.Check]) -> (conditions: [String], arguments: StatementArguments) {
        var arguments: StatementArguments = []
        let conditions = checks.map { condition(for: $0, arguments: &arguments) }
        return (conditions, arguments)
    }

    private static func condition(for check: PlaceRequirements.Check, arguments: inout StatementArguments) -> String {
        switch check {
        case let .text(path, values):
            arguments += [jsonPath(path)]
            arguments += StatementArguments(values)
            return "json_extract(r.facts, ?) IN (\(SQLPlaceholderList.of(count: values.count)))"
        case let .flag(key):
            arguments += [jsonPath([key])]
            // JSON true reads as 1.
            return "json_extract(r.facts, ?) = 1"
        case let .anyOf(checks):
            return "(" + checks.map { condition(for: $0, arguments: &arguments) }.joined(separator: " OR ") + ")"
        }
    }

    /// `$.diets.vegan`; the keys are the facts' own (letters and underscores), quoted all the same.
    private static func jsonPath(_ keys: [String]) -> String {
        "$" + keys.map { ".\"\($0)\"" }.joined()
    }
}
