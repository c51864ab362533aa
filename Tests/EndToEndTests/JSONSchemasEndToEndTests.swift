import Foundation
import TestSupport
import XCTest

/// Every document the real binary prints with `--json` (and `--format geojson`) conforms to its schema in
/// `docs/schemas/`, which allow no key they do not describe: output and schemas cannot drift apart.
final class JSONSchemasEndToEndTests: XCTestCase {
    func test_everyCommandsJSON_conformsToItsSchema() async throws {
        let cli = try makeCLI(server: nil)
        let outputs = try await printEveryDocument(cli)
        var checked: Set<String> = []

        for (schema, document, command) in outputs {
            let violations = try validator(schema).violations(of: Data(document.utf8))

            XCTAssertEqual(violations, [], "\(command) against \(schema)")
            checked.insert(schema)
        }

        XCTAssertEqual(checked, try Set(schemaFiles()), "every schema is checked against real output, and every output has a schema")
    }

    func test_schemas_refuseADocumentWithAKeyTheyDoNotDescribe() async throws {
        let cli = try makeCLI(server: nil)
        let nearby = try await cli.expect(0, ["nearby", "--limit", "1", "--json"])
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(nearby.stdout.utf8)) as? [String: Any])
        var restaurant = try XCTUnwrap((document["restaurants"] as? [[String: Any]])?.first)
        restaurant["undocumented"] = 1
        document["restaurants"] = [restaurant]

        let violations = try validator("nearby.schema.json").violations(of: JSONSerialization.data(withJSONObject: document))

        XCTAssertEqual(violations, ["$.restaurants[0]: undocumented is not in the schema"])
    }

    /// (schema file, what was printed, the command) for every command that prints JSON, run in an order
    /// that gives each something to say: an account to log in to, a review to list.
    private func printEveryDocument(_ cli: FoodybiteCLI) async throws -> [(String, String, [String])] {
        var outputs: [(String, String, [String])] = []
        func json(_ schema: String, _ arguments: [String], stdin: String? = nil, format: String = "--json") async throws {
            let command = arguments + [format] + (format == "--format" ? ["geojson"] : [])
            outputs.append((schema, try await cli.expect(0, command, stdin: stdin).stdout, command))
        }
        let nearby = try await cli.json(["nearby", "--limit", "20"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        let id = try XCTUnwrap(restaurants.first?["id"] as? String)
        let photo = try XCTUnwrap(restaurants.compactMap { ($0["photo"] as? [String: Any])?["reference"] as? String }.first)
        let folder = try makeTemporaryDirectory()

        try await json("nearby.schema.json", ["nearby", "pizza", "--near", "Alfama"])
        try await json("places.geojson.schema.json", ["nearby", "--limit", "3"], format: "--format")
        try await json("search.schema.json", ["search", "tasca"])
        try await json("places.geojson.schema.json", ["search", "tasca"], format: "--format")
        try await json("details.schema.json", ["details", id])
        try await json("open.schema.json", ["open", id, "--directions"])
        try await json("details-photo.schema.json", ["details", "photo", photo, "--output", folder.appendingPathComponent("dish").path])
        try await json("session-signup.schema.json", ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await json("user.schema.json", ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await json("user.schema.json", ["session", "whoami"])
        try await json("reviews-add.schema.json", ["reviews", "add", id, "--stars", "5", "--text", "Great"])
        try await json("reviews-list.schema.json", ["reviews", "list", id])
        try await json("reviews-list.schema.json", ["reviews", "list", "--mine"])
        try await json("user.schema.json", ["account", "update", "--name", "Ana Maria Lima"])
        try await json("account-change.schema.json", ["account", "change-password", "--password-stdin"], stdin: "Secret#123\nNewer#456\n")
        try await json("preferences.schema.json", ["preferences", "set", "--radius", "3000"])
        try await json("preferences.schema.json", ["preferences", "show"])
        try await json("preferences.schema.json", ["preferences", "reset"])
        try await json("location.schema.json", ["location", "set", "Alfama"])
        try await json("location.schema.json", ["location", "show"])
        try await json("location.schema.json", ["location", "clear"])
        try await json("favourites-change.schema.json", ["favourites", "add", id, "--note", "the sardines"])
        try await json("favourites-list.schema.json", ["favourites", "list"])
        try await json("places.geojson.schema.json", ["favourites", "list"], format: "--format")
        try await json("favourites-export.schema.json", ["favourites", "export"])
        try await json("favourites-change.schema.json", ["favourites", "export", "--output", folder.appendingPathComponent("favourites.json").path])
        try await json("favourites-change.schema.json", ["favourites", "import", folder.appendingPathComponent("favourites.json").path])
        try await json("favourites-change.schema.json", ["favourites", "remove", id])
        try await json("session-logout.schema.json", ["session", "logout"])
        try await json("user.schema.json", ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Newer#456\n")
        try await json("account-change.schema.json", ["account", "delete", "--yes"])
        return outputs
    }

    private func validator(_ schema: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: Data(contentsOf: PackageLayout.root.appendingPathComponent("docs/schemas/\(schema)")))
    }

    private func schemaFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: PackageLayout.root.appendingPathComponent("docs/schemas").path).filter { $0.hasSuffix(".json") }
    }
}
