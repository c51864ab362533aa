import Foundation
import TestSupport
import XCTest

/// The validator that checks every `--json` output against `docs/schemas/` finds what breaks a schema.
final class JSONSchemaValidatorTests: XCTestCase {
    private let schema = """
    {
      "$defs": {"point": {"type": "object", "properties": {"latitude": {"type": "number", "minimum": -90, "maximum": 90}}, "required": ["latitude"], "additionalProperties": false}},
      "type": "object",
      "properties": {
        "id": {"type": "string"},
        "count": {"type": ["integer", "null"]},
        "open": {"type": "boolean"},
        "source": {"type": "string", "enum": ["live", "cache"]},
        "at": {"type": "string", "format": "date-time"},
        "kind": {"const": "Feature"},
        "where": {"$ref": "#/$defs/point"},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 2},
        "either": {"oneOf": [{"type": "string"}, {"type": "integer"}]}
      },
      "required": ["id", "count"],
      "additionalProperties": false
    }
    """

    func test_violations_areNoneForADocumentThatConforms() throws {
        let document = """
        {"id": "a", "count": null, "open": true, "source": "cache", "at": "2026-11-29T18:07:13Z", "kind": "Feature", "where": {"latitude": 38.7}, "tags": ["x"], "either": 3}
        """

        XCTAssertEqual(try makeSUT().violations(of: Data(document.utf8)), [])
    }

    func test_violations_nameEachBreachWithItsPath() throws {
        let document = """
        {"count": 1.5, "open": 1, "source": "stale", "at": "yesterday", "kind": "Other", "where": {"latitude": 91, "x": 1}, "tags": ["x", 2, "z"], "either": true, "extra": 0}
        """

        let violations = try makeSUT().violations(of: Data(document.utf8))

        XCTAssertEqual(Set(violations), [
            "$: id is missing",
            "$.count: 1.5 is not integer or null",
            "$.open: 1 is not boolean",
            "$.source: stale is none of live, cache",
            "$.at: yesterday is not an ISO 8601 date-time",
            "$.kind: Other is not Feature",
            "$.where: x is not in the schema",
            "$.where.latitude: 91.0 is above 90.0",
            "$.tags: more than 2 items",
            "$.tags[1]: 2 is not string",
            "$.either: matches 0 of oneOf, not exactly one",
            "$: extra is not in the schema",
        ])
    }

    func test_violations_refuseASchemaAskingForWhatIsNotChecked() throws {
        let schemas = [
            #"{"type": "string", "pattern": "^a"}"#,
            #"{"type": "object", "additionalProperties": {"type": "string"}}"#,
            #"{"type": "array", "items": false}"#,
            ##"{"$defs": {"a": {"type": "string"}}, "$ref": "#/$defs/a", "minItems": 1}"##,
        ]

        for schema in schemas {
            let sut = try JSONSchemaValidator(schema: Data(schema.utf8))

            XCTAssertThrowsError(try sut.violations(of: Data(#"["b"]"#.utf8)), schema)
        }
    }

    private func makeSUT() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: Data(schema.utf8))
    }
}
