import Foundation

/// Checks a JSON document against a JSON Schema (draft 2020-12), for the keywords the schemas in
/// `docs/schemas/` use: `type`, `properties`, `required`, `additionalProperties` (true or false),
/// `items`, `enum`, `const`, `minimum`, `maximum`, `minItems`, `maxItems`, `anyOf`, `oneOf`,
/// `format: date-time` and `$ref` into the document's own `$defs`. Any other keyword, a boolean schema,
/// `additionalProperties` other than true or false, or a keyword beside `$ref` is refused, so a schema
/// cannot ask for more than is checked.
public struct JSONSchemaValidator {
    private static let known: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "type", "properties", "required", "additionalProperties", "items", "enum", "const",
        "minimum", "maximum", "minItems", "maxItems", "anyOf", "oneOf", "format", "$ref",
    ]

    private let root: [String: Any]

    public init(schema: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: schema) as? [String: Any] else {
            throw SchemaError("The schema is not a JSON object.")
        }
        self.root = root
    }

    /// Every way `document` breaks the schema, each with its JSON path; empty when it conforms.
    public func violations(of document: Data) throws -> [String] {
        let value = try JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
        return try violations(of: value, against: root, at: "$")
    }

    private func violations(of value: Any, against schema: [String: Any], at path: String) throws -> [String] {
        if let unknown = schema.keys.first(where: { !Self.known.contains($0) }) {
            throw SchemaError("\(path): the keyword \(unknown) is not one this validator checks.")
        }
        if let reference = schema["$ref"] as? String {
            guard schema.keys.allSatisfy({ ["$ref", "description", "title"].contains($0) }) else {
                throw SchemaError("\(path): keywords beside $ref are not checked here.")
            }
            return try violations(of: value, against: resolve(reference), at: path)
        }
        if let additional = schema["additionalProperties"], !Self.isBool(additional) {
            throw SchemaError("\(path): additionalProperties must be true or false here.")
        }
        let shapes: [(String, Bool)] = [
            ("items", schema["items"].map { $0 is [String: Any] } ?? true),
            ("properties", schema["properties"].map { $0 is [String: [String: Any]] } ?? true),
            ("anyOf", schema["anyOf"].map { $0 is [[String: Any]] } ?? true),
            ("oneOf", schema["oneOf"].map { $0 is [[String: Any]] } ?? true),
        ]
        if let (keyword, _) = shapes.first(where: { !$0.1 }) {
            throw SchemaError("\(path): \(keyword) must hold object schemas here (boolean schemas are not checked).")
        }
        var found: [String] = []
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [types as? String].compactMap { $0 }
            guard allowed.contains(where: { Self.value(value, is: $0) }) else { return ["\(path): \(Self.describe(value)) is not \(allowed.joined(separator: " or "))"] }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            found.append("\(path): \(Self.describe(value)) is none of \(options.map(Self.describe).joined(separator: ", "))")
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            found.append("\(path): \(Self.describe(value)) is not \(constant)")
        }
        if let number = value as? Double, !(value is Bool) {
            if let minimum = schema["minimum"] as? Double, number < minimum { found.append("\(path): \(number) is below \(minimum)") }
            if let maximum = schema["maximum"] as? Double, number > maximum { found.append("\(path): \(number) is above \(maximum)") }
        }
        if schema["format"] as? String == "date-time", let text = value as? String, (try? Date(text, strategy: .iso8601)) == nil {
            found.append("\(path): \(text) is not an ISO 8601 date-time")
        }
        if let object = value as? [String: Any] {
            found += try objectViolations(object, against: schema, at: path)
        }
        if let array = value as? [Any] {
            if let least = schema["minItems"] as? Int, array.count < least { found.append("\(path): fewer than \(least) items") }
            if let most = schema["maxItems"] as? Int, array.count > most { found.append("\(path): more than \(most) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { found += try violations(of: item, against: items, at: "\(path)[\(index)]") }
            }
        }
        if let options = schema["anyOf"] as? [[String: Any]], try options.allSatisfy({ try !violations(of: value, against: $0, at: path).isEmpty }) {
            found.append("\(path): matches none of anyOf")
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matching = try options.filter { try violations(of: value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of oneOf, not exactly one") }
        }
        return found
    }

    private func objectViolations(_ object: [String: Any], against schema: [String: Any], at path: String) throws -> [String] {
        var found: [String] = []
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
            found.append("\(path): \(key) is missing")
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if let property = properties[key] {
                found += try violations(of: value, against: property, at: "\(path).\(key)")
            } else if schema["additionalProperties"] as? Bool == false {
                found.append("\(path): \(key) is not in the schema")
            }
        }
        return found
    }

    private func resolve(_ reference: String) throws -> [String: Any] {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), let definition = (root["$defs"] as? [String: Any])?[String(reference.dropFirst(prefix.count))] as? [String: Any] else {
            throw SchemaError("The reference \(reference) names no definition of this schema.")
        }
        return definition
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "null": value is NSNull
        case "boolean": isBool(value)
        case "integer": !isBool(value) && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } == true
        case "number": !isBool(value) && value is NSNumber
        case "string": value is String
        case "array": value is [Any]
        case "object": value is [String: Any]
        default: false
        }
    }

    /// JSONSerialization reads `true` as an NSNumber too (and `1` converts to Bool): only the class of
    /// its boolean ones tells them apart.
    private static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
    }

    private static func equal(_ expected: Any, _ value: Any) -> Bool {
        switch (expected, value) {
        case (is NSNull, is NSNull): true
        case let (expected as String, value as String): expected == value
        case let (expected as NSNumber, value as NSNumber): isBool(expected) == isBool(value) && expected == value
        default: false
        }
    }

    private static func describe(_ value: Any) -> String {
        value is NSNull ? "null" : "\(value)"
    }

    public struct SchemaError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
