import Foundation
import TestSupport
import XCTest

/// The command-line kit (SharedCLI: exit statuses, console, prompts, error presentation) and
/// ArgumentParser belong to the command line: only the features' CLI layers and App use them, so no
/// domain rule, view model, API adapter or infrastructure can decide how the process ends.
final class CommandLineKitRuleTests: XCTestCase {
    private static let featureFolders = ["Session", "Account", "Preferences", "Location", "Nearby", "Details", "Autocomplete", "Reviews", "Favourites"]
    private static let commandLineModules: Set<String> = ["SharedCLI", "ArgumentParser"]

    func test_sources_featuresDomainPresentationAndAPINeverImportTheCommandLineKit() throws {
        for folder in Self.featureFolders {
            for layer in ["Domain", "Presentation", "API"] {
                let path = "Features/\(folder)/\(layer)"
                XCTAssertTrue(Self.exists(path), "\(path) is missing, so this rule checks nothing there")
                try assertNoCommandLineImports(under: path)
            }
            let cache = "Features/\(folder)/Cache"
            if Self.exists(cache) {
                try assertNoCommandLineImports(under: cache)
            }
        }
    }

    func test_sources_kernelAndCoreNeverImportTheCommandLineKit() throws {
        XCTAssertTrue(Self.exists("Shared/CLI"), "Shared/CLI is missing, so the kernel and the kit can no longer be told apart")
        let kernelViolations = try SourceImports.imports(under: "Shared")
            .filter { !$0.file.hasPrefix("Shared/CLI/") && (Self.commandLineModules.contains($0.module) || $0.module == "Core") }
        XCTAssertEqual(kernelViolations.map { "\($0.file) imports \($0.module)" }, [])
        for folder in ["Core", "Server"] {
            XCTAssertTrue(Self.exists(folder), "\(folder) is missing, so this rule checks nothing there")
            try assertNoCommandLineImports(under: folder, allowing: folder == "Server" ? ["ArgumentParser"] : [])
        }
    }

    func test_manifest_theKernelDependsOnNothingAndOnlyCommandLineLayersOnTheKit() throws {
        let manifest = try PackageManifest.load()

        let kernel = try XCTUnwrap(manifest.target(named: "Shared"), "the kernel target Shared is missing")
        XCTAssertEqual(kernel.dependencies, [], "the kernel must depend on nothing")
        XCTAssertNotNil(manifest.target(named: "SharedCLI"), "the command-line kit target SharedCLI is missing")
        for name in ["Core", "FoodybiteServer"] {
            let target = try XCTUnwrap(manifest.target(named: name), "\(name) is missing")
            XCTAssertFalse(target.dependencies.contains("SharedCLI"), "\(name) must not depend on the command-line kit")
        }
    }

    // MARK: - Helpers

    private func assertNoCommandLineImports(under path: String, allowing allowed: Set<String> = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let violations = try SourceImports.imports(under: path).filter { Self.commandLineModules.subtracting(allowed).contains($0.module) }
        XCTAssertEqual(violations.map { "\($0.file) imports \($0.module)" }, [], file: file, line: line)
    }

    private static func exists(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: PackageLayout.root.appendingPathComponent(relativePath).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
