@testable import FoodybiteServer
import Foundation
import Logging
import ServerHTTP
import TestSupport
import XCTest

/// The OpenAPI document in the repository is the one served, and it describes exactly the routes the
/// router serves (method and path), so the two cannot drift apart.
final class OpenAPIDocumentTests: XCTestCase {
    func test_getOpenAPIJSON_servesTheRepositorysDocumentAsJSON() async throws {
        let client = ServerClient(baseURL: try await startServer { $0.catalog.demoRestaurantCount = 0 }.baseURL)

        let answer = try await client.get("/openapi.json")

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(answer.body, try Data(contentsOf: Self.repositoryDocument))
        XCTAssertEqual(answer.json?["openapi"] as? String, "3.1.0")
        XCTAssertEqual((answer.json?["info"] as? [String: Any])?["version"] as? String, ServerVersion.current)
    }

    func test_document_describesEveryRouteTheRouterServesAndNoOther() async throws {
        let served = try await servedOperations()
        let documented = try documentedOperations()

        XCTAssertEqual(served.subtracting(documented).sorted(), [], "served but not documented")
        XCTAssertEqual(documented.subtracting(served).sorted(), [], "documented but not served")
        XCTAssertGreaterThan(served.count, 20)
    }

    func test_document_declaresEveryPathParameterAndResolvesEveryReference() throws {
        let document = try Self.document()
        let paths = try XCTUnwrap(document["paths"] as? [String: [String: Any]])

        for (path, item) in paths {
            let templated = Set(path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
            for (method, operation) in item {
                let parameters = (operation as? [String: Any])?["parameters"] as? [[String: Any]] ?? []
                let declared = Set(parameters.map { Self.resolved($0, in: document) }.filter { $0["in"] as? String == "path" }.compactMap { $0["name"] as? String })
                XCTAssertEqual(declared, templated, "\(method.uppercased()) \(path)")
                XCTAssertNotNil((operation as? [String: Any])?["responses"], "\(method.uppercased()) \(path)")
            }
        }
        for reference in Self.references(in: document) {
            XCTAssertNotNil(Self.target(of: reference, in: document), reference)
        }
    }

    // MARK: - Helpers

    private static let repositoryDocument = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Server/FoodybiteServer/OpenAPI/openapi.json")

    private static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    private static func document() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: repositoryDocument)) as? [String: Any])
    }

    /// "METHOD /path/{parameter}" for every route of the real router.
    private func servedOperations() async throws -> Set<String> {
        let configuration = ServerConfiguration(dataDirectory: try makeTemporaryDirectory(), bcryptCost: 4)
        let router = await buildRouter(configuration: configuration, repositories: .inMemory())
        return Set(router.routes.map { "\($0.method.rawValue) \($0.path.description)" })
    }

    private func documentedOperations() throws -> Set<String> {
        let paths = try XCTUnwrap(Self.document()["paths"] as? [String: [String: Any]])
        return Set(paths.flatMap { path, item in
            item.keys.filter(Self.methods.contains).map { "\($0.uppercased()) \(path)" }
        })
    }

    private static func resolved(_ object: [String: Any], in document: [String: Any]) -> [String: Any] {
        guard let reference = object["$ref"] as? String else { return object }
        return target(of: reference, in: document) as? [String: Any] ?? [:]
    }

    private static func target(of reference: String, in document: [String: Any]) -> Any? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: Any? = document
        for key in reference.dropFirst(2).split(separator: "/") {
            node = (node as? [String: Any])?[String(key)]
        }
        return node
    }

    private static func references(in value: Any) -> [String] {
        switch value {
        case let object as [String: Any]:
            let own = (object["$ref"] as? String).map { [$0] } ?? []
            return own + object.values.flatMap { references(in: $0) }
        case let array as [Any]:
            return array.flatMap { references(in: $0) }
        default:
            return []
        }
    }
}
