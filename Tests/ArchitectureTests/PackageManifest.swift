import Foundation
import TestSupport

/// The package's targets and their dependencies, as `swift package dump-package` reports them.
struct PackageManifest {
    struct Target {
        let name: String
        let type: String
        let dependencies: [String]
    }

    let targets: [Target]

    /// The whole package, or with `onlyTestTargets` (as `scripts/test` sets FOODYBITE_TEST_TARGETS for a
    /// plan that builds part of it) the part those test targets need.
    static func load(onlyTestTargets: String? = nil) throws -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A separate scratch path keeps this from waiting on the lock of the build that runs the tests.
        var environment = ProcessInfo.processInfo.environment
        environment["FOODYBITE_TEST_TARGETS"] = onlyTestTargets
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["swift", "package", "--package-path", PackageLayout.root.path, "--scratch-path", scratch.path, "dump-package"],
            environment: environment
        )
        guard result.status == 0 else {
            throw ManifestError("swift package dump-package failed (\(result.status)): \(result.stderr)")
        }
        return try parse(Data(result.stdout.utf8))
    }

    static func parse(_ data: Data) throws -> PackageManifest {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = root["targets"] as? [[String: Any]]
        else { throw ManifestError("unexpected dump-package output") }
        return PackageManifest(targets: targets.compactMap { target in
            guard let name = target["name"] as? String else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap(dependencyName)
            return Target(name: name, type: target["type"] as? String ?? "", dependencies: dependencies)
        })
    }

    /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", ...]}`.
    private static func dependencyName(_ dependency: [String: Any]) -> String? {
        for kind in ["byName", "target", "product"] {
            if let values = dependency[kind] as? [Any], let name = values.first as? String {
                return name
            }
        }
        return nil
    }

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// Everything `name` needs to build: its dependencies, theirs, and so on (targets and products).
    func transitiveDependencies(of name: String) -> Set<String> {
        var found: Set<String> = []
        var pending = target(named: name)?.dependencies ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += target(named: next)?.dependencies ?? []
        }
        return found
    }
}

struct ManifestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
