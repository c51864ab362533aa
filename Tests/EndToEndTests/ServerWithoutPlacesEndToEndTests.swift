import Foundation
import Hummingbird
import NIOCore
import TestSupport
import XCTest

/// Against a Foodybite server that serves no restaurants (the original FoodybiteServer answers every
/// Places path with Vapor's 404), the user learns where restaurants can come from instead.
final class ServerWithoutPlacesEndToEndTests: XCTestCase {
    func test_nearbySearchAndDetails_sayTheServerServesNoRestaurantsAndHowToChooseASource() async throws {
        let server = try await LoopbackHTTPServer.start { _, _ in
            Response(
                status: .notFound,
                headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"error":true,"reason":"Not Found"}"#))
            )
        }
        addTeardownBlock { await server.stop() }
        var cli = try makeCLI(server: server.baseURL)

        for api in ["new", "legacy"] {
            cli.extraEnvironment["FOODYBITE_PLACES_API"] = api
            for arguments in [["nearby"], ["search", "tasca"], ["details", "ChIJ1"]] {
                let result = try await cli.expect(69, arguments)

                XCTAssertTrue(result.stderr.contains("does not serve restaurants"), "\(api) \(arguments): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("GOOGLE_PLACES_API_KEY"), "\(api) \(arguments): \(result.stderr)")
            }
        }
    }
}
