import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// Scale-out as an operator runs it: two `foodybite-server serve --database-url` instances on one
/// PostgreSQL database behind nginx round-robin, the CLI's whole flow through the balancer, and one
/// instance killed with SIGKILL while reviews are posted: no acknowledged review is lost, and the flow
/// goes on through the other instance.
final class LoadBalancedServersEndToEndTests: XCTestCase {
    func test_twoInstancesBehindABalancer_runTheWholeFlowAndLoseNoAcknowledgedReviewWhenOneIsKilled() async throws {
        // Given a catalog in PostgreSQL and two instances on it behind nginx
        let database = try EndToEndPostgresSchema.make(for: self)
        let center = try await importCatalog(into: database)
        let (firstDirectory, secondDirectory) = (try makeTemporaryDirectory(), try makeTemporaryDirectory())
        let instanceArguments = ["--trust-proxy", "--database-pool-size", "8"]
        let instanceEnvironment = ["FOODYBITE_SERVER_DATABASE_URL": database.databaseURL]
        let first = try await startServerProcess(instanceArguments, environment: instanceEnvironment, dataDirectory: firstDirectory)
        let second = try await startServerProcess(instanceArguments, environment: instanceEnvironment, dataDirectory: secondDirectory)
        let balancer = try await NginxBalancer.start(upstreams: [first.baseURL, second.baseURL], on: self)
        let cli = try makeCLI(server: balancer.baseURL)
        let places = ["--places-url", balancer.baseURL.absoluteString, "--at", center]

        // When the CLI runs the account, nearby, details, search and reviews flow through the balancer
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let whoami = try await cli.json(["session", "whoami"])
        XCTAssertEqual(whoami["email"] as? String, "ana@example.com")
        let nearby = try await cli.json(["nearby", "--limit", "20"] + places)
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        let restaurantIDs = restaurants.compactMap { $0["id"] as? String }
        XCTAssertGreaterThanOrEqual(restaurantIDs.count, 10, "Too few restaurants around \(center): \(nearby)")
        let firstID = try XCTUnwrap(restaurantIDs.first)
        let firstName = try XCTUnwrap(restaurants.first?["name"] as? String)
        let details = try await cli.json(["details", firstID] + places.dropLast(2))
        XCTAssertEqual((details["restaurant"] as? [String: Any])?["name"] as? String, firstName)
        let search = try await cli.json(["search", firstName, "--limit", "20"] + places)
        let found = (search["predictions"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        XCTAssertTrue(found.contains(firstID), "Searching \"\(firstName)\" did not find it: \(search)")
        try await cli.expect(0, ["reviews", "add", firstID, "--stars", "5", "--text", "Through the balancer"])
        let listed = try await cli.json(["reviews", "list", firstID])
        XCTAssertEqual((listed["reviews"] as? [[String: Any]])?.compactMap { $0["text"] as? String }, ["Through the balancer"])

        // And reviews are posted concurrently while one instance is killed with SIGKILL
        let authors = try await signUpAuthors(count: 5, at: balancer.baseURL)
        let ledger = ReviewLedger()
        async let load: Void = Self.postReviews(by: authors, to: Array(restaurantIDs.prefix(20)), through: balancer.baseURL, into: ledger)
        try await waitUntilAcknowledged(atLeast: 15, in: ledger)
        second.kill()
        await ledger.markKill()
        await load

        // Then every acknowledged review is in the database, read through the surviving instance and by SQL
        let acknowledged = await ledger.acknowledged
        let reader = try XCTUnwrap(authors.first)
        var stored: Set<ReviewLedger.Entry> = []
        for restaurantID in Set(acknowledged.map(\.restaurantID)) {
            for review in try await reader.reviews(of: restaurantID, at: first.baseURL) {
                stored.insert(.init(author: review.author, restaurantID: restaurantID, text: review.text))
            }
        }
        let lost = Set(acknowledged).subtracting(stored)
        XCTAssertTrue(lost.isEmpty, "Acknowledged but missing: \(lost)")
        let loadReviewCount = try await database.query("SELECT count(*) FROM \(database.schema).review WHERE text LIKE 'Load review %'")
        XCTAssertGreaterThanOrEqual(Int(loadReviewCount) ?? -1, acknowledged.count)
        let acknowledgedAfterKill = await ledger.acknowledgedAfterKill
        let refused = await ledger.refused
        print("Review load: \(acknowledged.count) acknowledged (\(acknowledgedAfterKill) after the kill), \(refused) not acknowledged.")
        XCTAssertGreaterThan(acknowledgedAfterKill, 0, "Posting through the balancer stopped when one instance died")

        // And the CLI's flow continues through the surviving instance
        let survivingNearby = try await cli.json(["nearby", "--limit", "5"] + places)
        XCTAssertEqual(survivingNearby["source"] as? String, "live")
        let secondID = restaurantIDs[1]
        try await cli.expect(0, ["reviews", "add", secondID, "--stars", "4", "--text", "After the crash"])
        let afterCrash = try await cli.json(["reviews", "list", secondID])
        XCTAssertTrue((afterCrash["reviews"] as? [[String: Any]] ?? []).contains { $0["text"] as? String == "After the crash" }, "\(afterCrash)")
        XCTAssertEqual(afterCrash["source"] as? String, "live")
    }

    // MARK: - Helpers

    /// Imports Copenhagen's OpenStreetMap restaurants when the shared data is there (else the servers
    /// seed the demo catalog) and returns where the flow searches from.
    private func importCatalog(into database: EndToEndPostgresSchema) async throws -> String {
        let export = PackageLayout.sharedDirectory.appendingPathComponent("osm/copenhagen_restaurants.geojson")
        guard FileManager.default.fileExists(atPath: export.path) else {
            print("note: \(export.path) is missing; the servers use the demo catalog around Lisbon instead of Copenhagen's restaurants.")
            return "\(DemoCatalog.center.latitude),\(DemoCatalog.center.longitude)"
        }
        let result = try await ProcessRunner.runDetached(
            PackageLayout.executable("foodybite-server"),
            arguments: ["import", export.path, "--time-zone", "Europe/Copenhagen", "--log-level", "error"],
            environment: ["PATH": "/usr/bin:/bin", "FOODYBITE_SERVER_DATABASE_URL": database.databaseURL]
        )
        XCTAssertEqual(result.status, 0, "import → \(result.status)\n\(result.stdout)\n\(result.stderr)")
        return "55.6761,12.5683"
    }

    private func signUpAuthors(count: Int, at baseURL: URL) async throws -> [APIAccount] {
        var authors: [APIAccount] = []
        for index in 1...count {
            authors.append(try await APIAccount.signUpAndLogIn(name: "Load Author \(index)", email: "load\(index)@example.com", at: baseURL))
        }
        return authors
    }

    /// Every author reviews every restaurant once (a review per author and restaurant), all authors at once.
    private static func postReviews(by authors: [APIAccount], to restaurantIDs: [String], through baseURL: URL, into ledger: ReviewLedger) async {
        await withTaskGroup(of: Void.self) { group in
            for author in authors {
                group.addTask {
                    for (index, restaurantID) in restaurantIDs.enumerated() {
                        let text = "Load review \(index) by \(author.name)"
                        let acknowledged = await author.postReview(of: restaurantID, text: text, stars: 1 + index % 5, at: baseURL)
                        await ledger.record(.init(author: author.name, restaurantID: restaurantID, text: text), acknowledged: acknowledged)
                    }
                }
            }
        }
    }

    /// Waits until the load has `count` acknowledgements (bounded: a guard against a hang, not a timing check).
    private func waitUntilAcknowledged(atLeast count: Int, in ledger: ReviewLedger) async throws {
        for _ in 0..<3_000 {
            if await ledger.acknowledged.count >= count { return }
            try await Task.sleep(for: .milliseconds(5))
        }
        XCTFail("The load never reached \(count) acknowledged reviews")
    }
}
