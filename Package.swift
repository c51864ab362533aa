// swift-tools-version: 6.1
import PackageDescription

// MARK: - Dependencies

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let bcrypt = Target.Dependency.product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
let jwtKit = Target.Dependency.product(name: "JWTKit", package: "jwt-kit")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let serviceLifecycle = Target.Dependency.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")

// MARK: - Features

/// Every feature is one target with Domain/, API/, Presentation/ and CLI/ folders (plus Cache/ where it
/// keeps data locally). A feature depends on Shared and Core only, never on another feature.
let featureNames = [
    "Session", "Account", "Preferences", "Location", "Nearby", "Details", "Autocomplete", "Reviews",
]

let featureTargets: [Target] = featureNames.flatMap { name -> [Target] in
    [
        .target(
            name: "\(name)Feature",
            dependencies: ["Shared", "Core", argumentParser],
            path: "Features/\(name)",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "\(name)FeatureTests",
            dependencies: [.target(name: "\(name)Feature"), "Shared", "Core", "TestSupport", argumentParser]
        ),
    ]
}

// MARK: - Targets

let allTargets: [Target] = [
    // MARK: - Shared: IoC container, Module/Builder/Coordinator, CLI kit, shared values

    .target(name: "Shared", dependencies: [argumentParser], path: "Shared"),
    .testTarget(name: "SharedTests", dependencies: ["Shared", "TestSupport", argumentParser]),

    // MARK: - Core: HTTP, auth tokens, storage, crypto

    .target(name: "Core", dependencies: ["Shared", crypto, grdb], path: "Core"),
    .testTarget(name: "CoreTests", dependencies: ["Core", "Shared", "TestSupport", grdb]),
    // Core against the real server over loopback.
    .testTarget(name: "CoreIntegrationTests", dependencies: ["Core", "TestSupport", "ServerTestSupport", grdb]),
]
    + featureTargets
    + [
        // MARK: - App: the composition root and the thin `foodybite` executable

        .target(
            name: "FoodybiteApp",
            dependencies: ["Shared", "Core", "FoodybiteServer", argumentParser]
                + featureNames.map { Target.Dependency.target(name: "\($0)Feature") },
            path: "App/FoodybiteApp"
        ),
        .executableTarget(name: "foodybite", dependencies: ["FoodybiteApp"], path: "App/foodybite"),
        .testTarget(
            name: "AppTests",
            dependencies: ["FoodybiteApp", "Shared", "Core", "FoodybiteServer", "TestSupport", argumentParser]
                + featureNames.map { Target.Dependency.target(name: "\($0)Feature") }
        ),

        // MARK: - Server: the backend library and the thin `foodybite-server` executable

        .target(
            name: "FoodybiteServer",
            dependencies: [hummingbird, bcrypt, jwtKit, crypto, grdb, logging, serviceLifecycle],
            path: "Server/FoodybiteServer",
            // Compiled into the binary, so `GET /openapi.json` works wherever the server runs.
            resources: [.embedInCode("OpenAPI/openapi.json")]
        ),
        .executableTarget(
            name: "foodybite-server",
            dependencies: ["FoodybiteServer", argumentParser, logging],
            path: "Server/foodybite-server"
        ),
        .executableTarget(
            name: "foodybite-benchmark",
            dependencies: ["FoodybiteServer", argumentParser],
            path: "Benchmarks/foodybite-benchmark"
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: ["FoodybiteServer", "TestSupport", "ServerTestSupport", grdb, jwtKit, crypto, hummingbird]
        ),

        // MARK: - Cross-cutting tests

        // Spies, consoles, temporary folders, leak tracking, processes: for every test target.
        .target(name: "TestSupport", dependencies: ["Shared", "Core"], path: "Tests/TestSupport"),
        // The real server in process: only for tests that start one.
        .target(name: "ServerTestSupport", dependencies: ["TestSupport", "FoodybiteServer"], path: "Tests/ServerTestSupport"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport", "ServerTestSupport", "FoodybiteServer", "Core", grdb, hummingbird, logging, serviceLifecycle]
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
    ]

// MARK: - Partial builds of test plans

/// `scripts/test` runs a feature's plan (and Shared's, Core's) with `FOODYBITE_TEST_TARGETS` naming its
/// test targets, comma-separated, in a build folder of its own. The package then declares only those
/// targets and what they depend on, so such a plan never compiles the server and its dependencies
/// (SwiftPM on Linux links every declared test target into one test bundle, filter or not).
let onlyTestTargets = Context.environment["FOODYBITE_TEST_TARGETS"].map { $0.split(separator: ",").map(String.init) }

func targetName(of dependency: Target.Dependency) -> String? {
    switch dependency {
    case let .targetItem(name, _), let .byNameItem(name, _): return name
    default: return nil
    }
}

/// `names` and every target they depend on, directly or not, in the package's order.
func targetsNeeded(by names: [String], in targets: [Target]) -> [Target] {
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    for name in names where byName[name] == nil {
        fatalError("FOODYBITE_TEST_TARGETS names \(name), which is not a target of this package")
    }
    var needed: Set<String> = []
    var pending = names
    while let name = pending.popLast() {
        guard let target = byName[name], needed.insert(name).inserted else { continue }
        pending += target.dependencies.compactMap(targetName(of:))
    }
    return targets.filter { needed.contains($0.name) }
}

let package = Package(
    name: "Foodybite",
    platforms: [.macOS(.v15)],
    products: onlyTestTargets == nil ? [
        .executable(name: "foodybite", targets: ["foodybite"]),
        .executable(name: "foodybite-server", targets: ["foodybite-server"]),
        .executable(name: "foodybite-benchmark", targets: ["foodybite-benchmark"]),
    ] : [],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
    ],
    targets: onlyTestTargets.map { targetsNeeded(by: $0, in: allTargets) } ?? allTargets,
    swiftLanguageModes: [.v6]
)
