import DetailsFeature
import Foundation
import Shared

@MainActor
final class DetailsServiceSpy: RestaurantDetailsService {
    private(set) var requestedIDs: [String] = []
    var result: Result<Sourced<RestaurantDetails>, any Error> = .success(.live(makeDetails()))

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        requestedIDs.append(id)
        return try result.get()
    }
}

@MainActor
final class ReviewsProviderStub: RestaurantReviewsProviding {
    var result: Result<Sourced<[RestaurantReview]>, any Error> = .success(.live([]))

    func reviews(ofRestaurant id: String) async throws -> Sourced<[RestaurantReview]> {
        try result.get()
    }
}

@MainActor
final class PhotoServiceStub: RestaurantPhotoService {
    var result: Result<RestaurantPhoto, any Error>
    private(set) var requests: [(String, Int)] = []

    init(result: Result<RestaurantPhoto, any Error>) {
        self.result = result
    }

    func fetchPhoto(reference: String, maxWidth: Int) async throws -> RestaurantPhoto {
        requests.append((reference, maxWidth))
        return try result.get()
    }
}

let referenceDate = Date(timeIntervalSince1970: 1_800_000_000)

func makeDetails(id: String = "ChIJ1", reviews: [RestaurantReview] = [], openNow: Bool? = true) -> RestaurantDetails {
    RestaurantDetails(
        id: id, name: "Tasca do Zé", address: "Rua da Prata 12, Lisboa", phoneNumbers: ["21 123 4567"], website: "https://tasca.example",
        rating: 4.6, ratingsCount: 812,
        openingHours: OpeningHoursDetails(openNow: openNow, weekdayText: ["Monday: 12:00 – 15:00", "Tuesday: Closed"]),
        location: Coordinates(latitude: 38.711, longitude: -9.138),
        photos: [Photo(reference: "P1", width: 800, height: 600, attributions: ["Ana Lima"])],
        reviews: reviews
    )
}

func makeReview(author: String = "Rui", rating: Int = 4, text: String = "Good", daysAgo: Double? = 2, relative: String? = nil) -> RestaurantReview {
    RestaurantReview(authorName: author, rating: rating, text: text, createdAt: daysAgo.map { referenceDate.addingTimeInterval(-$0 * 86_400) }, relativeTimeDescription: relative)
}

/// Takes a few turns of the executor before answering, and records whether each request had been
/// cancelled by then.
@MainActor
final class SlowReviewsProviderSpy: RestaurantReviewsProviding {
    private(set) var cancelled: [Bool] = []

    func reviews(ofRestaurant id: String) async throws -> Sourced<[RestaurantReview]> {
        for _ in 0..<20 { await Task.yield() }
        cancelled.append(Task.isCancelled)
        return .live([])
    }
}
