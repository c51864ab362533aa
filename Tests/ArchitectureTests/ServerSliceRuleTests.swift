import Foundation
import XCTest

/// The server is sliced like the app (see docs/architecture.md): Accounts, Reviews and Catalog each own their
/// domain, routes, wire types and storage, as folders of the server library; each domain is a target of its
/// own (AccountsDomain, ReviewsDomain, CatalogDomain), which the compiler keeps free of the server. Routes reach storage only
/// through the domain's repository protocols; the composition root (`Application/`) is the only place
/// outside storage that names a store; a slice uses nothing of another slice but its domain.
final class ServerSliceRuleTests: XCTestCase {
    private static let slices = ["Accounts", "Reviews", "Catalog"]
    private static let layers = ["Domain", "Routes", "Wire", "Storage"]
    /// Name prefixes of repository implementations (one per store).
    private static let storePrefixes = ["SQLite", "InMemory", "PostgreSQL", "Postgres"]

    func test_layout_everySliceHasItsFourLayers() throws {
        for slice in Self.slices {
            for layer in Self.layers {
                XCTAssertFalse(try ServerSourceFile.files(under: Self.folder(slice, layer)).isEmpty, "Server/\(Self.folder(slice, layer)) has no Swift files")
            }
        }
    }

    func test_sources_domainImportsOnlyFoundationAndPureLibrariesAndWireOnlyFoundationAndTheJSONKit() throws {
        let allowed = ["Domain": Set(["Foundation", "Crypto", "Synchronization"]), "Wire": Set(["Foundation", "ServerJSON"] + Self.domainTargets)]
        for slice in Self.slices {
            for (layer, modules) in allowed {
                let files = try nonEmptyFiles(under: Self.folder(slice, layer))
                let violations = files.flatMap { file in file.imports.filter { !modules.contains($0) }.map { "\(file.path) imports \($0)" } }
                XCTAssertEqual(violations, [])
            }
        }
    }

    func test_sources_routesImportNoDatabaseLibraryAndNameNoStore() throws {
        for slice in Self.slices {
            let files = try nonEmptyFiles(under: Self.folder(slice, "Routes"))
            let imports = files.flatMap { file in file.imports.filter(Self.isDatabaseLibrary).map { "\(file.path) imports \($0)" } }
            let stores = files.flatMap { file in storeNames(in: file).map { "\(file.path) names \($0)" } }
            XCTAssertEqual(imports, [])
            XCTAssertEqual(stores, [], "routes work on the domain's repository protocols; Application/ picks the store")
        }
    }

    func test_sources_storageKnowsNothingOfHTTP() throws {
        let http: Set<String> = ["Hummingbird", "HTTPTypes", "HummingbirdCore"]
        for slice in Self.slices {
            let files = try nonEmptyFiles(under: Self.folder(slice, "Storage"))
            let violations = files.flatMap { file in file.imports.filter(http.contains).map { "\(file.path) imports \($0)" } }
            XCTAssertEqual(violations, [])
        }
    }

    func test_sources_onlyStorageAndTheCompositionRootNameAStore() throws {
        let files = try nonEmptyFiles(under: "FoodybiteServer")
        let allowed = files.filter { file in
            file.path.contains("/Storage/") || file.path.hasPrefix("\(ServerSourceFile.root)/Application/")
        }
        XCTAssertFalse(try nonEmptyFiles(under: "FoodybiteServer/Application").isEmpty)
        let violations = files.filter { file in !allowed.contains { $0.path == file.path } }
            .flatMap { file in storeNames(in: file).map { "\(file.path) names \($0)" } }
        XCTAssertEqual(violations, [])
    }

    func test_sources_aSliceUsesNothingOfAnotherSliceButItsDomain() throws {
        var internals: [String: Set<String>] = [:]
        for slice in Self.slices {
            let domain = try nonEmptyFiles(under: Self.folder(slice, "Domain")).reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
            let all = try nonEmptyFiles(under: "FoodybiteServer/\(slice)").reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
            internals[slice] = all.subtracting(domain)
        }
        for slice in Self.slices {
            let others = Self.slices.filter { $0 != slice }.reduce(into: Set<String>()) { $0.formUnion(internals[$1] ?? []) }
            let violations = try nonEmptyFiles(under: "FoodybiteServer/\(slice)").flatMap { file in
                file.identifiers.intersection(others).sorted().map { "\(file.path) uses \($0)" }
            }
            XCTAssertEqual(violations, [], "a slice reaches another only through its Domain (ports and values)")
        }
    }

    func test_declaredTypes_readsEveryDeclarationForm() {
        let code = """
            public struct A: Sendable {
            final class B {
            enum C {
            actor D {
            protocol E: Sendable {
            typealias F = Int
            private static let notAType = 1
            let g: struct
            @MainActor final class H<T> {
                struct Nested {
            """

        XCTAssertEqual(ServerSourceFile.declaredTypes(in: code), ["A", "B", "C", "D", "E", "F", "H"])
    }

    // MARK: - Helpers

    /// Where a slice's layer lives, relative to `Server/`: a target of its own for a domain that has one,
    /// else a folder of FoodybiteServer.
    private static func folder(_ slice: String, _ layer: String) -> String {
        layer == "Domain" && domainTargets.contains("\(slice)Domain") ? "\(slice)Domain" : "FoodybiteServer/\(slice)/\(layer)"
    }

    /// The slices' domains that are targets of their own.
    private static let domainTargets = ["AccountsDomain", "ReviewsDomain", "CatalogDomain"]

    /// The files under a folder of `Server/`, failing the test when there are none: a rule must never
    /// pass because its folder was renamed away.
    private func nonEmptyFiles(under folder: String, file: StaticString = #filePath, line: UInt = #line) throws -> [ServerSourceFile] {
        let files = try ServerSourceFile.files(under: folder)
        XCTAssertFalse(files.isEmpty, "Server/\(folder) has no Swift files", file: file, line: line)
        return files
    }

    private func storeNames(in file: ServerSourceFile) -> [String] {
        file.identifiers.filter { name in
            Self.storePrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first?.isUppercase == true }
        }.sorted()
    }

    private static func isDatabaseLibrary(_ module: String) -> Bool {
        ["GRDB", "SQLite3", "PostgresNIO", "PostgresKit"].contains(module)
    }
}
