/// One JSON value as an import reads it: numbers keep their literal text (an OSM id stays `123`, a
/// coordinate is read as a Double only where one is wanted).
package enum ImportedJSONValue: Sendable, Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([ImportedJSONValue])
    case object([String: ImportedJSONValue])

    package subscript(key: String) -> ImportedJSONValue? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    package var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    package var array: [ImportedJSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    /// Numbers, and strings that hold one.
    package var double: Double? {
        switch self {
        case let .number(text), let .string(text): Double(text)
        default: nil
        }
    }
}
