import CatalogDomain
import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
import ServerStorage
import TestSupport
import XCTest

/// The real binary on the embedded default answers a filtered question from every restaurant within
/// the radius, the same under both Places API generations and as the catalog file itself says.
final class NearbyAnswersEveryRestaurantEndToEndTests: XCTestCase {
    func test_nearby_listsTheSameRestaurantsUnderBothAPIGenerationsAsADirectCountOfTheCatalog() async throws {
        let cli = try makeCLI(server: nil)
        _ = try await cli.json(["nearby", "--at", "38.7223,-9.1393", "--limit", "1"])
        let catalog = try DatabaseQueue(path: try catalogFile(under: cli.dataDirectory).path)
        var random = SeededRandomNumberGenerator(seed: 29)

        var compared = 0
        var attempts = 0
        while compared < 30 && attempts < 40 {
            attempts += 1
            let question = Question(random: &random)
            let before = try expectedIDs(for: question, in: catalog, at: Date())
            let new = try await printedIDs(for: question, api: "new", cli: cli)
            let legacy = try await printedIDs(for: question, api: "legacy", cli: cli)
            // A restaurant opening or closing while the question was asked makes the count ambiguous: ask another.
            guard try expectedIDs(for: question, in: catalog, at: Date()) == before else { continue }
            compared += 1

            XCTAssertEqual(Set(new), Set(before), "--places-api new: \(question)")
            XCTAssertEqual(Set(legacy), Set(before), "--places-api legacy: \(question)")
            XCTAssertEqual(new, before, "--places-api new, in order: \(question)")
            XCTAssertEqual(legacy, before, "--places-api legacy, in order: \(question)")
        }
        XCTAssertEqual(compared, 30)
    }

    func test_readmeExample_listsTheSameRestaurantsUnderBothAPIGenerationsAsADirectCount() async throws {
        let cli = try makeCLI(server: nil)
        let question = Question(latitude: 38.71, longitude: -9.14, radius: 2_000, minimumRating: 4.5, openNow: true, byDistance: true, limit: 20)

        let new = try await printedIDs(for: question, api: "new", cli: cli)
        let legacy = try await printedIDs(for: question, api: "legacy", cli: cli)
        let catalog = try DatabaseQueue(path: try catalogFile(under: cli.dataDirectory).path)
        let expected = try expectedIDs(for: question, in: catalog, at: Date())

        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(new, expected)
        XCTAssertEqual(legacy, expected)
    }

    // MARK: - Helpers

    private struct Question: CustomStringConvertible {
        let latitude: Double
        let longitude: Double
        let radius: Int
        let minimumRating: Double
        let openNow: Bool
        let byDistance: Bool
        let limit: Int
        var includeClosed = false

        init(latitude: Double, longitude: Double, radius: Int, minimumRating: Double, openNow: Bool, byDistance: Bool, limit: Int) {
            (self.latitude, self.longitude, self.radius) = (latitude, longitude, radius)
            (self.minimumRating, self.openNow, self.byDistance, self.limit) = (minimumRating, openNow, byDistance, limit)
        }

        /// Around central Lisbon, where the demo catalog is.
        init(random: inout SeededRandomNumberGenerator) {
            self.init(
                latitude: 38.70 + random.unit() * 0.06,
                longitude: -9.20 + random.unit() * 0.09,
                radius: random.int(in: 500...10_000),
                minimumRating: random.pick([0, 0, 3.5, 4, 4.2, 4.5, 4.7]),
                openNow: random.chance(0.5),
                byDistance: random.chance(0.5),
                limit: random.int(in: 1...60)
            )
            includeClosed = random.chance(0.2)
        }

        var arguments: [String] {
            ["nearby", "--at", "\(latitude),\(longitude)", "--radius", String(radius), "--min-rating", String(minimumRating),
             "--sort", byDistance ? "distance" : "rating", "--limit", String(limit)] + (openNow ? ["--open-now"] : [])
                + (includeClosed ? ["--include-closed"] : [])
        }

        var description: String { arguments.joined(separator: " ") }
    }

    private func printedIDs(for question: Question, api: String, cli: FoodybiteCLI) async throws -> [String] {
        let answer = try await cli.json(question.arguments + ["--places-api", api])
        XCTAssertNil(answer["partial"] as? Bool == true ? "partial" : nil, "\(api): \(question)")
        let restaurants = try XCTUnwrap(answer["restaurants"] as? [[String: Any]], "\(api): \(question)")
        return restaurants.compactMap { $0["id"] as? String }
    }

    /// The answer computed from the catalog file alone: every restaurant within the radius (great-circle),
    /// rated at least the minimum, not closed for good unless asked, open now when asked (operating, its
    /// stored hours in its time zone),
    /// nearest first or best rated first by the README's score, (10 × 3.5 + rating × count) ÷ (10 + count),
    /// then most rated, then nearest, cut to the limit.
    private func expectedIDs(for question: Question, in catalog: DatabaseQueue, at now: Date) throws -> [String] {
        let center = GeoPoint(latitude: question.latitude, longitude: question.longitude)
        let rows = try catalog.read { db in
            try Row.fetchAll(db, sql: """
                SELECT placeId, latitude, longitude, effectiveRating, effectiveRatingsTotal, openingHours, timeZone, businessStatus
                FROM restaurant WHERE effectiveRating >= ? OR ? = 0
                """, arguments: [question.minimumRating, question.minimumRating])
        }
        var localTimes = LocalWeekTimes(at: now)
        var matches: [(id: String, distance: Double, rating: Double, total: Int)] = []
        for row in rows {
            let distance = center.distance(to: GeoPoint(latitude: row["latitude"], longitude: row["longitude"]))
            guard distance <= Double(question.radius) else { continue }
            guard question.includeClosed || row["businessStatus"] as String != "CLOSED_PERMANENTLY" else { continue }
            if question.openNow {
                guard row["businessStatus"] as String == "OPERATIONAL", let hours: String = row["openingHours"],
                      let time = localTimes.at(zone: row["timeZone"]), OpeningHours.isOpen(storageText: hours, at: time) == true else { continue }
            }
            matches.append((row["placeId"], distance, row["effectiveRating"] ?? 0, row["effectiveRatingsTotal"] ?? 0))
        }
        matches.sort { lhs, rhs in
            if question.byDistance { return lhs.distance < rhs.distance }
            let left = lhs.rating == 0 ? 0 : (35 + lhs.rating * Double(lhs.total)) / (10 + Double(lhs.total))
            let right = rhs.rating == 0 ? 0 : (35 + rhs.rating * Double(rhs.total)) / (10 + Double(rhs.total))
            if left != right { return left > right }
            if lhs.total != rhs.total { return lhs.total > rhs.total }
            return lhs.distance < rhs.distance
        }
        return matches.prefix(question.limit).map(\.id)
    }

    private func catalogFile(under directory: URL) throws -> URL {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try XCTUnwrap(files.first { $0.lastPathComponent == ServerDatabase.fileName }, "no catalog under \(directory.path)")
    }
}
