import Foundation
import XCTest

/// The server is sliced like the app (see docs/architecture.md): Accounts, Reviews and Catalog each own their
/// domain, routes, wire types and storage, as targets the compiler keeps apart: a domain target each
/// (AccountsDomain, ReviewsDomain, CatalogDomain), free of the server; the slice's target (Accounts,
/// Reviews, Catalog, with the catalog's stores in CatalogSQLite), which may use another slice's domain and
/// nothing else of it. Routes reach storage only through the domain's repository protocols; the
/// composition root (FoodybiteServer's `Application/`) is the only place outside storage that names a store.
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
        let allowed = ["Domain": Set(["Foundation", "Crypto", "Synchronization", "FoodVocabulary"]), "Wire": Set(["Foundation", "ServerJSON", "FoodVocabulary"] + Self.domainTargets)]
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
        let outsideStorage = try Self.slices.flatMap { slice in
            try ["Routes", "Wire"].flatMap { layer in try nonEmptyFiles(under: Self.folder(slice, layer)) }
        } + nonEmptyFiles(under: "FoodybiteServer/OpenAPI")
        XCTAssertFalse(try nonEmptyFiles(under: "FoodybiteServer/Application").isEmpty)
        let violations = outsideStorage.flatMap { file in storeNames(in: file).map { "\(file.path) names \($0)" } }
        XCTAssertEqual(violations, [])
    }

    func test_manifest_aSliceDependsOnNoOtherSliceButItsDomain() throws {
        let manifest = try PackageManifest.load()
        let sliceTargets = ["Accounts": ["Accounts"], "Reviews": ["Reviews"], "Catalog": ["Catalog", "CatalogSQLite"]]
        let composition: Set<String> = ["FoodybiteServer", "ServerPostgres", "CatalogImport", "FoodybiteServerCommands"]

        for (slice, targets) in sliceTargets {
            let others = Set(sliceTargets.filter { $0.key != slice }.values.joined())
            for target in targets {
                XCTAssertNotNil(manifest.target(named: target), "\(target) is missing")
                let reached = manifest.transitiveDependencies(of: target).intersection(others.union(composition))
                XCTAssertEqual(reached, [], "\(target) reaches \(reached.sorted()): a slice knows another only by its domain")
            }
        }
        for kit in ["ServerStorage", "WriteLimits"] {
            let reached = manifest.transitiveDependencies(of: kit).intersection(Set(sliceTargets.values.joined()).union(composition))
            XCTAssertEqual(reached, [], "\(kit) is shared by the slices and knows none of them")
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

    /// Where a slice's layer lives, relative to `Server/`: its domain target, the catalog's stores'
    /// target, else a folder of the slice's target.
    private static func folder(_ slice: String, _ layer: String) -> String {
        switch (slice, layer) {
        case (_, "Domain"): "\(slice)Domain"
        case ("Catalog", "Storage"): "CatalogSQLite"
        default: "\(slice)/\(layer)"
        }
    }

    /// The slices' domain targets.
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
