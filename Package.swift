// swift-tools-version: 6.1
import PackageDescription

// MARK: - Dependencies

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let hummingbirdTesting = Target.Dependency.product(name: "HummingbirdTesting", package: "hummingbird")
let bcrypt = Target.Dependency.product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
let jwtKit = Target.Dependency.product(name: "JWTKit", package: "jwt-kit")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let postgres = Target.Dependency.product(name: "PostgresNIO", package: "postgres-nio")
let serviceLifecycle = Target.Dependency.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")

// MARK: - Features

/// Every feature is one target with Domain/, API/, Presentation/ and CLI/ folders (plus Cache/ where it
/// keeps data locally). A feature depends on Shared, SharedCLI (its CLI layer only) and Core, never on
/// another feature; those that read what people eat (Nearby, Details) also on FoodVocabulary.
let featureNames = [
    "Session", "Account", "Preferences", "Location", "Nearby", "Details", "Autocomplete", "Reviews", "Favourites",
]

let featureTargets: [Target] = featureNames.flatMap { name -> [Target] in
    [
        .target(
            name: "\(name)Feature",
            dependencies: ["Shared", "SharedCLI", "Core", argumentParser] + (["Nearby", "Details"].contains(name) ? ["FoodVocabulary"] : []),
            path: "Features/\(name)",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "\(name)FeatureTests",
            dependencies: [.target(name: "\(name)Feature"), "Shared", "SharedCLI", "Core", "TestSupport", argumentParser]
        ),
    ]
}

// MARK: - Targets

let allTargets: [Target] = [
        // MARK: - Shared: the kernel (values, ports, classified errors, formatting, validation, IoC
        // container, Module/Builder/Coordinator) and, in Shared/CLI, the command-line kit (console,
        // prompts, exit statuses, ArgumentParser glue, error presentation) that only CLI layers use

        .target(name: "Shared", path: "Shared", exclude: ["CLI", "FoodVocabulary", "CChafa", "CStbImage"]),
        // The words people use for food, OpenStreetMap's cuisines and Google's types: one table that the
        // client and the server both read. Plain Swift.
        .target(name: "FoodVocabulary", path: "Shared/FoodVocabulary"),
        .target(name: "SharedCLI", dependencies: ["Shared", "Core", "CChafa", "CStbImage", argumentParser], path: "Shared/CLI"),
        // Pictures in the terminal: Debian's libchafa draws them (kitty, iTerm2, sixel or half-blocks),
        // stb_image (libstb) decodes them.
        .systemLibrary(name: "CChafa", path: "Shared/CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(name: "CStbImage", path: "Shared/CStbImage", providers: [.apt(["libstb-dev"])]),
        .testTarget(
            name: "SharedTests", dependencies: ["Shared", "SharedCLI", "Core", "FoodVocabulary", "TestSupport", argumentParser], exclude: ["CLI/Frames"]
        ),

        // MARK: - Core: HTTP, auth tokens, storage, crypto

        .target(name: "Core", dependencies: ["Shared", crypto, grdb], path: "Core"),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Shared", "TestSupport", grdb]),
        // Core against the real server over loopback.
        .testTarget(name: "CoreIntegrationTests", dependencies: ["Core", "Shared", "TestSupport", "ServerTestSupport", grdb]),
    ]
        + featureTargets
        + [
            // MARK: - App: the composition root and the thin `foodybite` executable

            .target(
                name: "FoodybiteApp",
                dependencies: ["Shared", "SharedCLI", "Core", "FoodybiteServer", argumentParser]
                    + featureNames.map { Target.Dependency.target(name: "\($0)Feature") },
                path: "App/FoodybiteApp"
            ),
            .executableTarget(name: "foodybite", dependencies: ["FoodybiteApp"], path: "App/foodybite"),
            .testTarget(
                name: "AppTests",
                dependencies: ["FoodybiteApp", "Shared", "SharedCLI", "Core", "FoodybiteServer", "CatalogDomain", "TestSupport", argumentParser]
                    + featureNames.map { Target.Dependency.target(name: "\($0)Feature") }
            ),

            // MARK: - Server: two kits, the backend library (all the embedded server needs, over SQLite),
            // its PostgreSQL stores, the import, the commands and the thin `foodybite-server` executable

            // JSON values, reading and writing, the wire's strict numbers and dates, the rule for text.
            .target(name: "ServerJSON", path: "Server/ServerJSON"),
            // What every route shares: API errors as JSON, bodies, responses, and the middleware.
            .target(name: "ServerHTTP", dependencies: ["ServerJSON", hummingbird, logging], path: "Server/ServerHTTP"),
            // Each slice's domain: its values, rules and repository ports, knowing nothing of the server.
            .target(name: "AccountsDomain", dependencies: [crypto], path: "Server/AccountsDomain"),
            .target(name: "ReviewsDomain", path: "Server/ReviewsDomain"),
            // Restaurants, places, hours, ratings, queries and the catalog's ports.
            .target(name: "CatalogDomain", dependencies: ["FoodVocabulary", crypto], path: "Server/CatalogDomain"),
            // The demo catalog generated on first start, with its photos compiled in (so they work wherever
            // the server runs).
            .target(
                name: "DemoCatalog",
                dependencies: ["CatalogDomain"],
                path: "Server/DemoCatalog",
                resources: ["pizza", "salad", "noodles", "sushi", "tarts", "fish"].map { .embedInCode("Photos/demo-\($0).png") }
            ),
            // What every store shares: the SQLite database and its locks, the in-memory tables, rating totals,
            // and how storage failures are recognised and answered.
            .target(
                name: "ServerStorage",
                dependencies: ["ServerHTTP", "AccountsDomain", "ReviewsDomain", "CatalogDomain", hummingbird, grdb, logging],
                path: "Server/ServerStorage"
            ),
            // The write rate limits that Accounts and Reviews admit writes through, in memory or in SQLite.
            .target(name: "WriteLimits", dependencies: ["ServerStorage", grdb], path: "Server/WriteLimits"),
            // The slices: each its routes, wire and stores; a slice knows another only by its domain.
            .target(
                name: "Accounts",
                dependencies: ["AccountsDomain", "ServerJSON", "ServerHTTP", "ServerStorage", "WriteLimits", hummingbird, bcrypt, jwtKit, crypto, grdb, logging],
                path: "Server/Accounts"
            ),
            .target(
                name: "Reviews",
                dependencies: ["ReviewsDomain", "AccountsDomain", "CatalogDomain", "ServerJSON", "ServerHTTP", "ServerStorage", "WriteLimits", hummingbird, grdb],
                path: "Server/Reviews"
            ),
            // The catalog's routes and wire: the original server's, Google's Places (legacy) and Places (New).
            .target(
                name: "Catalog",
                dependencies: ["CatalogDomain", "ReviewsDomain", "ServerJSON", "ServerHTTP", "FoodVocabulary", hummingbird, crypto],
                path: "Server/Catalog"
            ),
            // The catalog in SQLite (and in memory, for tests and `--in-memory`).
            .target(
                name: "CatalogSQLite",
                dependencies: ["CatalogDomain", "DemoCatalog", "ServerStorage", grdb, logging],
                path: "Server/CatalogSQLite"
            ),
            // The judged questions (and a catalog made for them), compiled in: the tests hold each store to them
            // and the benchmark reports their precision@5 and mean reciprocal rank.
            .target(
                name: "CatalogRelevance",
                dependencies: ["CatalogDomain", "CatalogImport"],
                path: "Server/CatalogRelevance",
                resources: ["judged-catalog", "judged-queries", "copenhagen-queries", "liechtenstein-queries"].map { .embedInCode("Judged/\($0).json") }
            ),
            // The composition: configuration, the application and its routes, the channel, the OpenAPI document.
            .target(
                name: "FoodybiteServer",
                dependencies: [
                    "ServerJSON", "ServerHTTP", "ServerStorage", "WriteLimits", "AccountsDomain", "ReviewsDomain", "CatalogDomain", "DemoCatalog",
                    "Accounts", "Reviews", "Catalog", "CatalogSQLite", hummingbird, crypto, grdb, logging, serviceLifecycle,
                ],
                path: "Server/FoodybiteServer",
                // Compiled into the binary, so `GET /openapi.json` works wherever the server runs.
                resources: [.embedInCode("OpenAPI/openapi.json")]
            ),
            // The same stores on PostgreSQL, for several instances behind a balancer (`serve --database-url`).
            .target(
                name: "ServerPostgres",
                dependencies: [
                    "FoodybiteServer", "ServerStorage", "WriteLimits", "Accounts", "Reviews", "CatalogSQLite", "AccountsDomain", "ReviewsDomain", "CatalogDomain",
                    "DemoCatalog", "FoodVocabulary", crypto, logging, postgres, serviceLifecycle,
                ],
                path: "Server/ServerPostgres"
            ),
            // The system's zlib (Debian's zlib1g-dev), for the compressed blobs of OSM PBF files.
            .systemLibrary(name: "CZlib", path: "Server/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
            // The system's libbz2 (Debian's libbz2-dev), for OSM XML as `.osm.bz2`.
            .systemLibrary(name: "CBzip2", path: "Server/CBzip2", providers: [.apt(["libbz2-dev"])]),
            // `foodybite-server import`: OSM exports read into either store's catalog.
            .target(
                name: "CatalogImport",
                dependencies: ["ServerStorage", "CatalogSQLite", "CatalogDomain", "ServerJSON", "CZlib", "CBzip2"],
                path: "Server/CatalogImport"
            ),
            .target(
                name: "FoodybiteServerCommands",
                dependencies: ["FoodybiteServer", "ServerStorage", "WriteLimits", "CatalogDomain", "CatalogSQLite", "ServerPostgres", "CatalogImport", argumentParser, hummingbird, logging],
                path: "Server/FoodybiteServerCommands"
            ),
            .executableTarget(name: "foodybite-server", dependencies: ["FoodybiteServerCommands"], path: "Server/foodybite-server"),
            .executableTarget(
                name: "foodybite-benchmark",
                dependencies: ["FoodybiteServer", "ServerStorage", "Catalog", "CatalogSQLite", "CatalogDomain", "CatalogRelevance", "DemoCatalog", "ServerPostgres", "CatalogImport", argumentParser, grdb],
                path: "Benchmarks/foodybite-benchmark"
            ),
            .testTarget(
                name: "ServerTests",
                dependencies: [
                    "FoodybiteServer", "AccountsDomain", "ReviewsDomain", "CatalogDomain", "DemoCatalog", "ServerStorage", "WriteLimits",
                    "Accounts", "Reviews", "Catalog", "CatalogSQLite", "CatalogRelevance", "ServerPostgres", "CatalogImport", "CZlib", "ServerJSON", "ServerHTTP", "FoodybiteServerCommands", "TestSupport", "ServerTestSupport", argumentParser, grdb, jwtKit, crypto,
                    hummingbird, hummingbirdTesting, logging, postgres, serviceLifecycle,
                ]
            ),

            // MARK: - Cross-cutting tests

            // Spies, consoles, temporary folders, leak tracking, processes: for every test target.
            .target(name: "TestSupport", dependencies: ["Shared", "SharedCLI", "Core"], path: "Tests/TestSupport"),
            // The real server in process or as a process, and PostgreSQL test databases: only for tests that need them.
            .target(
                name: "ServerTestSupport",
                dependencies: ["TestSupport", "FoodybiteServer", "ServerPostgres", postgres, logging],
                path: "Tests/ServerTestSupport"
            ),
            .testTarget(
                name: "EndToEndTests",
                dependencies: ["TestSupport", "ServerTestSupport", "FoodybiteServer", "ServerStorage", "CatalogDomain", "DemoCatalog", "ServerPostgres", "Core", grdb, hummingbird, logging, serviceLifecycle]
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
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: onlyTestTargets.map { targetsNeeded(by: $0, in: allTargets) } ?? allTargets,
    swiftLanguageModes: [.v6]
)
