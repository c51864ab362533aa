@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
@testable import Reviews
@testable import ReviewsDomain
@testable import ServerJSON
import XCTest

final class ReviewResponseJSONTests: XCTestCase {
    func test_json_dropsTheProfileImageURLWhenTheAuthorHasNoImage() throws {
        // Given
        let response = ReviewResponse(makeReview(authorHasProfileImage: false))

        // When
        let object = try decoded(response.json.text) as? [String: Any]

        // Then
        XCTAssertEqual(object?.keys.sorted(), ["authorName", "createdAt", "rating", "restaurantID", "reviewText"])
    }

    func test_json_meansWhatJSONEncoderWritesForVariedReviews() throws {
        // Given texts with escapes, control characters, slashes and non-Latin scripts, authors with and
        // without images, and dates with and without milliseconds
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["Tasca", "\"", "\\", "\n", "\r\t", "\u{1}", "\u{1F}", "\u{7F}", "Łódź", "Пельмени", "🍣", "/", " ", "é", "\u{2028}", "</script>"]
        let responses = (0..<400).map { index in
            ReviewResponse(makeReview(
                restaurantID: "place-\(index)" + random.pick(pieces),
                authorName: (0..<random.int(in: 1...4)).map { _ in random.pick(pieces) }.joined(),
                authorHasProfileImage: random.chance(0.5),
                text: (0..<random.int(in: 0...12)).map { _ in random.pick(pieces) }.joined(),
                stars: random.int(in: 1...5),
                createdAt: Date(timeIntervalSince1970: Double(random.int(in: 946_684_800...4_102_444_800)) + Double(random.int(in: 0...999)) / 1_000)
            ))
        }

        // When
        let written = try decoded(JSONValue.array(responses.map(\.json)).text) as? NSArray

        // Then
        let expected = try decoded(String(decoding: encoderOfJSONResponses().encode(responses), as: UTF8.self)) as? NSArray
        XCTAssertNotNil(written)
        XCTAssertEqual(written, expected)
    }

    // MARK: - Helpers

    private func makeReview(
        restaurantID: String = "place-1", authorName: String = "Eve", authorHasProfileImage: Bool = true, text: String = "Good",
        stars: Int = 4, createdAt: Date = Date(timeIntervalSince1970: 1_683_465_442)
    ) -> Review {
        Review(
            id: UUID(), restaurantID: restaurantID, authorID: UUID(), authorName: authorName,
            authorHasProfileImage: authorHasProfileImage, text: text, stars: stars, createdAt: createdAt
        )
    }

    /// Configured as the encoder `JSONResponse` used before lists of reviews were written as `JSONValue`.
    private func encoderOfJSONResponses() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }

    private func decoded(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
