import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class AddReviewViewModelTests: XCTestCase {
    func test_addReview_postsTheTrimmedTextWithTheCurrentTime() async throws {
        let service = ReviewsServiceSpy()
        let sut = AddReviewViewModel(service: service, now: { now })

        let posted = try await sut.addReview(restaurantID: "ChIJ1", stars: 4, text: "  Lovely  \n")

        XCTAssertEqual(service.messages, [.add(restaurantID: "ChIJ1", text: "Lovely", stars: 4, createdAt: now)])
        XCTAssertEqual(posted, PostedReviewViewData(restaurantID: "ChIJ1", stars: 4, text: "Lovely", createdAt: now))
    }

    func test_addReview_passesTheServersFailureOn() async {
        let service = ReviewsServiceSpy()
        service.addError = NotLoggedInError()
        let sut = AddReviewViewModel(service: service, now: { now })

        await assertThrowsAsync(NotLoggedInError()) { _ = try await sut.addReview(restaurantID: "ChIJ1", stars: 5, text: "Great") }
    }

    func test_starsFromTyped_isAWholeNumberFromOneToFive() {
        let sut = AddReviewViewModel(service: ReviewsServiceSpy(), now: { now })

        XCTAssertEqual((1...5).map { sut.stars(fromTyped: String($0)) }, [1, 2, 3, 4, 5])
        for refused in ["0", "6", "4.5", "five", ""] {
            XCTAssertNil(sut.stars(fromTyped: refused), refused)
        }
    }

    func test_reviewTextFromWritten_refusesEmptyOrLongTextAsInvalidData() {
        let sut = AddReviewViewModel(service: ReviewsServiceSpy(), now: { now })

        XCTAssertEqual(try sut.reviewText(fromWritten: "Lovely"), "Lovely")
        for text in ["  \n ", String(repeating: "a", count: 2_001)] {
            XCTAssertThrowsError(try sut.reviewText(fromWritten: text)) { error in
                XCTAssertEqual((error as? FailureMessage)?.failureKind, .invalidData)
            }
        }
    }
}

@MainActor
final class ReviewsListViewModelTests: XCTestCase {
    func test_load_asksForARestaurantsReviewsAndListsThemNewestFirst() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([makeReview(author: "Old", hoursAgo: 48), makeReview(author: "New", hoursAgo: 1)]))
        let sut = ReviewsListViewModel(service: service, now: { now })

        let data = try await sut.load(restaurantID: "ChIJ1", mineOnly: false)

        XCTAssertEqual(service.messages, [.reviews(.restaurant(id: "ChIJ1"))])
        XCTAssertEqual(data.rows.map(\.author), ["New", "Old"])
        XCTAssertEqual(data.rows.map(\.relativeTime), ["an hour ago", "2 days ago"])
    }

    func test_load_asksForTheCallersOwnReviewsWithoutAnID() async throws {
        let service = ReviewsServiceSpy()
        let sut = ReviewsListViewModel(service: service, now: { now })

        _ = try await sut.load(restaurantID: nil, mineOnly: false)

        XCTAssertEqual(service.messages, [.reviews(.mine)])
    }

    func test_load_keepsOnlyTheCallersReviewsOfOneRestaurantWithMineAndAnID() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([makeReview(restaurantID: "ChIJ1"), makeReview(restaurantID: "ChIJ2")]))
        let sut = ReviewsListViewModel(service: service, now: { now })

        let data = try await sut.load(restaurantID: "ChIJ2", mineOnly: true)

        XCTAssertEqual(service.messages, [.reviews(.mine)])
        XCTAssertEqual(data.rows.map(\.restaurantID), ["ChIJ2"])
    }

    func test_load_namesTheRestaurantsOfOnesOwnReviewsAskingOnceForEach() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([
            makeReview(restaurantID: "ChIJ1", hoursAgo: 1), makeReview(restaurantID: "ChIJ2", hoursAgo: 2), makeReview(restaurantID: "ChIJ1", hoursAgo: 3),
        ]))
        let names = RestaurantNamesSpy(known: ["ChIJ1": "Tasca do Zé"])
        let sut = ReviewsListViewModel(service: service, namesProvider: names, now: { now })

        let data = try await sut.load(restaurantID: nil, mineOnly: true)

        XCTAssertEqual(names.asked, [["ChIJ1", "ChIJ2"]])
        XCTAssertEqual(data.rows.map(\.restaurantText), ["Tasca do Zé (ChIJ1)", "ChIJ2", "Tasca do Zé (ChIJ1)"])
    }

    func test_load_asksNoNamesForARestaurantsReviews() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([makeReview()]))
        let names = RestaurantNamesSpy(known: [:])
        let sut = ReviewsListViewModel(service: service, namesProvider: names, now: { now })

        _ = try await sut.load(restaurantID: "ChIJ1", mineOnly: false)

        XCTAssertEqual(names.asked, [])
    }

    func test_load_showsSomeoneNotLoggedInTheReviewsThatCameWithTheRestaurantsDetails() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .failure(FailureMessage("You are not logged in.", kind: .unauthorised))
        let places = PlaceReviewsStub(reviews: [PlaceReview(authorName: "Olga", rating: 4, text: "Good", createdAt: nil, relativeTimeDescription: "a month ago")])
        let sut = ReviewsListViewModel(service: service, placeReviews: places, now: { now })

        let data = try await sut.load(restaurantID: "ChIJ1", mineOnly: false)
        let mine = { try await sut.load(restaurantID: nil, mineOnly: true) }

        XCTAssertEqual(data.rows.map(\.author), ["Olga"])
        XCTAssertEqual(data.rows.first?.relativeTime, "a month ago")
        XCTAssertTrue(data.note?.contains("log in to see what Foodybite users wrote") == true, "\(String(describing: data.note))")
        await assertThrowsAsync(FailureMessage("You are not logged in.", kind: .unauthorised)) { _ = try await mine() }
    }

    func test_load_keepsWhereTheReviewsCameFrom() async throws {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(Sourced([makeReview()], origin: .cache(savedAt: now.addingTimeInterval(-3_600), reason: "offline")))
        let sut = ReviewsListViewModel(service: service, now: { now })

        let data = try await sut.load(restaurantID: "ChIJ1", mineOnly: false)

        XCTAssertEqual(data.cacheNote(now: now), "Showing reviews cached an hour ago: offline")
    }

    func test_load_passesTheServicesFailureOn() async {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .failure(anyError())
        let sut = ReviewsListViewModel(service: service, now: { now })

        await assertThrowsAsync(anyError()) { _ = try await sut.load(restaurantID: nil, mineOnly: true) }
    }
}

private final class RestaurantNamesSpy: RestaurantNamesProviding, @unchecked Sendable {
    private let lock = NSLock()
    private let known: [String: String]
    private var questions: [[String]] = []

    init(known: [String: String]) {
        self.known = known
    }

    var asked: [[String]] { lock.withLock { questions } }

    func names(of restaurantIDs: [String]) async -> [String: String] {
        lock.withLock { questions.append(restaurantIDs) }
        return known.filter { restaurantIDs.contains($0.key) }
    }
}

private struct PlaceReviewsStub: PlaceReviewsProviding {
    let reviews: [PlaceReview]

    func placeReviews(ofRestaurant id: String) async throws -> [PlaceReview] { reviews }
}
