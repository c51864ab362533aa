import Foundation
import TestSupport
import XCTest

/// The rules that keep slices independent (see docs/architecture.md): features never depend on
/// each other, inner layers never depend on features, Domain and Presentation import only Foundation
/// and Shared.
final class DependencyRuleTests: XCTestCase {
    private static let featureFolders = ["Session", "Account", "Preferences", "Location", "Nearby", "Details", "Autocomplete", "Reviews", "Favourites"]

    func test_manifest_noFeatureTargetDependsOnAnotherFeature() throws {
        let manifest = try PackageManifest.load()

        let features = manifest.targets.filter { $0.name.hasSuffix("Feature") && $0.type == "regular" }
        XCTAssertEqual(features.count, 9, "Expected the nine feature targets")
        for feature in features {
            let featureDependencies = feature.dependencies.filter { $0.hasSuffix("Feature") }
            XCTAssertEqual(featureDependencies, [], "\(feature.name) depends on \(featureDependencies): features talk through ports that App adapts")
        }
    }

    func test_manifest_coreSharedAndServerDependOnNoFeatureAndNotOnTheApp() throws {
        let manifest = try PackageManifest.load()

        for name in ["Core", "Shared", "ServerStorage", "Accounts", "Reviews", "Catalog", "CatalogSQLite", "FoodybiteServer", "ServerPostgres", "CatalogImport", "FoodybiteServerCommands"] {
            let target = try XCTUnwrap(manifest.target(named: name), "\(name) is missing")
            let inward = target.dependencies.filter { $0.hasSuffix("Feature") || $0 == "FoodybiteApp" }
            XCTAssertEqual(inward, [], "\(name) must not depend on \(inward)")
        }
        let shared = try XCTUnwrap(manifest.target(named: "Shared"))
        XCTAssertFalse(shared.dependencies.contains("Core"), "Shared is the innermost kit and must not depend on Core")
    }

    func test_manifest_featureSharedAndCoreTestsBuildWithoutTheServer() throws {
        let manifest = try PackageManifest.load()
        let serverModules: Set<String> = [
            "ServerStorage", "Accounts", "Reviews", "Catalog", "CatalogSQLite", "FoodybiteServer", "ServerPostgres", "ServerTestSupport",
            "Hummingbird", "HummingbirdBcrypt", "JWTKit", "PostgresNIO",
        ]

        let light = manifest.targets.filter { $0.name.hasSuffix("FeatureTests") || ["SharedTests", "CoreTests", "TestSupport"].contains($0.name) }
        XCTAssertEqual(light.count, 12, "Expected the nine feature test targets, SharedTests, CoreTests and TestSupport")
        for target in light {
            let server = manifest.transitiveDependencies(of: target.name).intersection(serverModules)
            XCTAssertEqual(server, [], "\(target.name) needs \(server.sorted()): its plan would compile the server; tests that start one belong in an integration target")
        }
    }

    func test_manifest_appLinksTheEmbeddedServerWithoutThePostgreSQLStoresOrTheImport() throws {
        let manifest = try PackageManifest.load()

        let app = manifest.transitiveDependencies(of: "foodybite")
        let server = manifest.transitiveDependencies(of: "foodybite-server")

        XCTAssertTrue(app.isSuperset(of: ["FoodybiteServer", "Accounts", "Reviews", "Catalog", "CatalogSQLite"]), "the embedded server runs inside the app")
        XCTAssertEqual(app.intersection(["ServerPostgres", "PostgresNIO", "CatalogImport"]), [], "the app runs the server on SQLite only and imports nothing")
        XCTAssertTrue(server.isSuperset(of: ["FoodybiteServer", "ServerPostgres", "PostgresNIO", "CatalogImport"]), "foodybite-server serves and imports into either store")
    }

    func test_manifest_serverKitsKnowNothingOfTheServerOrItsStorage() throws {
        let manifest = try PackageManifest.load()

        let json = try XCTUnwrap(manifest.target(named: "ServerJSON"), "ServerJSON is missing")
        let http = manifest.transitiveDependencies(of: "ServerHTTP")

        XCTAssertEqual(json.dependencies, [], "the JSON kit is plain Swift")
        XCTAssertTrue(http.contains("ServerJSON"))
        XCTAssertEqual(
            http.intersection(["ServerStorage", "Accounts", "Reviews", "Catalog", "CatalogSQLite", "FoodybiteServer", "GRDB", "PostgresNIO"]), [],
            "the HTTP kit knows no slice and no store"
        )
    }

    func test_manifest_theSlicesDomainsArePureAndTheDemoKnowsOnlyTheCatalogs() throws {
        let manifest = try PackageManifest.load()

        let domains = try ["AccountsDomain", "ReviewsDomain", "CatalogDomain"].map { name in
            try XCTUnwrap(manifest.target(named: name), "\(name) is missing")
        }
        let demo = try XCTUnwrap(manifest.target(named: "DemoCatalog"), "DemoCatalog is missing")

        for domain in domains {
            XCTAssertEqual(Set(domain.dependencies).subtracting(["Crypto", "FoodVocabulary"]), [], "\(domain.name) needs no server, store, HTTP or other slice")
        }
        XCTAssertEqual(demo.dependencies, ["CatalogDomain"], "the demo is made of the catalog domain's values only")
    }

    func test_manifest_declaresOnlyWhatAPlansTestTargetNeedsWhenAskedTo() throws {
        let whole = try PackageManifest.load()

        let part = try PackageManifest.load(onlyTestTargets: "NearbyFeatureTests")

        let needed = whole.transitiveDependencies(of: "NearbyFeatureTests").filter { whole.target(named: $0) != nil }
        XCTAssertEqual(Set(part.targets.map(\.name)), needed.union(["NearbyFeatureTests"]))
        XCTAssertNil(part.target(named: "FoodybiteServer"))
    }

    func test_manifest_refusesToDeclareAPartNamingNoTarget() {
        XCTAssertThrowsError(try PackageManifest.load(onlyTestTargets: "NoSuchTests")) { error in
            XCTAssertTrue("\(error)".contains("FOODYBITE_TEST_TARGETS names NoSuchTests, which is not a target of this package"), "\(error)")
        }
    }

    func test_sources_noFeatureImportsAnotherFeature() throws {
        for folder in Self.featureFolders {
            let ownModule = "\(folder)Feature"
            let violations = try SourceImports.imports(under: "Features/\(folder)")
                .filter { $0.module.hasSuffix("Feature") && $0.module != ownModule }
            XCTAssertEqual(violations.map { "\($0.file) imports \($0.module)" }, [])
        }
    }

    func test_sources_domainAndPresentationImportOnlyFoundationAndShared() throws {
        let allowed: Set<String> = ["Foundation", "Shared"]
        for folder in Self.featureFolders {
            for layer in ["Domain", "Presentation"] {
                let violations = try SourceImports.imports(under: "Features/\(folder)/\(layer)").filter { !allowed.contains($0.module) }
                XCTAssertEqual(violations.map { "\($0.file) imports \($0.module)" }, [])
            }
        }
    }

    func test_sources_coreSharedAndServerImportNoFeatureAndNotTheApp() throws {
        for folder in ["Core", "Shared", "Server"] {
            let violations = try SourceImports.imports(under: folder).filter { $0.module.hasSuffix("Feature") || $0.module == "FoodybiteApp" }
            XCTAssertEqual(violations.map { "\($0.file) imports \($0.module)" }, [])
        }
    }

    func test_layout_everyFeatureHasItsFourLayersAndAReadme() throws {
        let root = PackageLayout.root
        for folder in Self.featureFolders {
            for layer in ["Domain", "API", "Presentation", "CLI"] {
                let path = root.appendingPathComponent("Features/\(folder)/\(layer)").path
                let swiftFiles = (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter { $0.hasSuffix(".swift") } ?? []
                XCTAssertFalse(swiftFiles.isEmpty, "Features/\(folder)/\(layer) has no Swift files")
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Features/\(folder)/README.md").path))
        }
    }

    func test_imports_throwForAMissingFolderSoARenameCannotPassARuleVacuously() {
        XCTAssertThrowsError(try SourceImports.imports(under: "Features/Renamed")) { error in
            XCTAssertEqual(error as? RuleFolderError, RuleFolderError(folder: "Features/Renamed"))
        }
    }

    func test_imports_throwForAFolderWithoutSwiftFiles() {
        XCTAssertThrowsError(try SourceImports.imports(under: "scripts")) { error in
            XCTAssertEqual(error as? RuleFolderError, RuleFolderError(folder: "scripts"))
        }
    }

    func test_imports_readsTheImportsOfAnExistingFolder() throws {
        let imports = try SourceImports.imports(under: "Tests/ArchitectureTests")

        XCTAssertTrue(imports.contains(SourceImports.Import(file: "Tests/ArchitectureTests/DependencyRuleTests.swift", module: "XCTest")))
    }

    func test_moduleImportedBy_readsEveryImportForm() {
        XCTAssertEqual(SourceImports.module(importedBy: "import NearbyFeature"), "NearbyFeature")
        XCTAssertEqual(SourceImports.module(importedBy: "  @testable import NearbyFeature"), "NearbyFeature")
        XCTAssertEqual(SourceImports.module(importedBy: "public import Shared"), "Shared")
        XCTAssertEqual(SourceImports.module(importedBy: "import struct GRDB.Row"), "GRDB")
        XCTAssertNil(SourceImports.module(importedBy: "// import NearbyFeature is not allowed"))
    }
}
