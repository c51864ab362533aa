import Core
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class RemoteCatalogCoverageServiceTests: XCTestCase {
    func test_coverage_readsOurServersCountBoxAndDescription() async throws {
        let (sut, client) = makeSUT(answer: .json(#"""
            {"restaurants": 3000, "demo": true, "description": "fictional restaurants around Lisbon",
             "bounds": {"low": {"latitude": 38.6, "longitude": -9.3}, "high": {"latitude": 38.8, "longitude": -9.0}},
             "center": {"latitude": 38.7, "longitude": -9.15}}
            """#))

        let coverage = await sut.coverage()

        XCTAssertEqual(client.requests.first?.url?.absoluteString, "http://places/catalog/coverage")
        XCTAssertEqual(coverage, CatalogCoverage(
            restaurantCount: 3_000, southWest: Coordinates(latitude: 38.6, longitude: -9.3), northEast: Coordinates(latitude: 38.8, longitude: -9.0),
            description: "fictional restaurants around Lisbon", isDemo: true
        ))
    }

    func test_coverage_isNilFromAServerThatCannotSayOrAnswersSomethingElse() async throws {
        let (notFound, _) = makeSUT(answer: .json("{}", status: 404))
        let (malformed, _) = makeSUT(answer: .json(#"{"restaurants": "many"}"#))
        let (unreachable, _) = makeSUT(answer: .failure(URLError(.cannotConnectToHost)))

        let answers = [await notFound.coverage(), await malformed.coverage(), await unreachable.coverage()]

        XCTAssertEqual(answers, [nil, nil, nil])
    }

    // MARK: - Helpers

    private func makeSUT(answer: HTTPClientSpy.Answer, file: StaticString = #filePath, line: UInt = #line) -> (RemoteCatalogCoverageService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: [answer])
        trackForMemoryLeaks(client, file: file, line: line)
        return (RemoteCatalogCoverageService(client: client, baseURL: URL(string: "http://places")!), client)
    }
}
