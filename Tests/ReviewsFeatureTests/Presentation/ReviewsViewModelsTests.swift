import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class AddReviewViewModelTests: XCTestCase {
    func test_addReview_postsTheTrimmedTextWithTheCurrentTime() async {
        let service = ReviewsServiceSpy()
        let sut = AddReviewViewModel(service: service, now: { now })

        await sut.addReview(restaurantID: "ChIJ1", stars: 4, text: "  Lovely  \n")

        XCTAssertEqual(service.messages, [.add(restaurantID: "ChIJ1", text: "Lovely", stars: 4, createdAt: now)])
        XCTAssertEqual(sut.state, .loaded(PostedReviewViewData(restaurantID: "ChIJ1", stars: 4, text: "Lovely", createdAt: now)))
    }

    func test_addReview_refusesBadStarsEmptyOrLongTextWithoutPosting() async {
        let cases: [(Int, String, ExitStatus)] = [(0, "x", .usage), (6, "x", .usage), (5, "   ", .dataError), (5, String(repeating: "a", count: 2_001), .dataError)]
        for (stars, text, status) in cases {
            let service = ReviewsServiceSpy()
            let sut = AddReviewViewModel(service: service, now: { now })

            await sut.addReview(restaurantID: "ChIJ1", stars: stars, text: text, textStatus: .dataError)

            guard case let .failed(message) = sut.state else { return XCTFail("Expected a failure for \(stars) \(text.prefix(5))") }
            XCTAssertEqual(message.exitStatus, status)
            XCTAssertEqual(service.messages, [])
        }
    }

    func test_addReview_showsTheServersFailure() async {
        let service = ReviewsServiceSpy()
        service.addError = UserFacingMessage.notLoggedIn
        let sut = AddReviewViewModel(service: service, now: { now })

        await sut.addReview(restaurantID: "ChIJ1", stars: 5, text: "Great")

        XCTAssertEqual(sut.state, .failed(.notLoggedIn))
    }
}

@MainActor
final class ReviewsListViewModelTests: XCTestCase {
    func test_load_asksForARestaurantsReviewsAndListsThemNewestFirst() async {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([makeReview(author: "Old", hoursAgo: 48), makeReview(author: "New", hoursAgo: 1)]))
        let sut = ReviewsListViewModel(service: service, now: { now })

        await sut.load(restaurantID: "ChIJ1", mineOnly: false)

        XCTAssertEqual(service.messages, [.reviews(.restaurant(id: "ChIJ1"))])
        guard case let .loaded(data) = sut.state else { return XCTFail("Expected loaded") }
        XCTAssertEqual(data.rows.map(\.author), ["New", "Old"])
        XCTAssertEqual(data.rows.map(\.relativeTime), ["an hour ago", "2 days ago"])
    }

    func test_load_asksForTheCallersOwnReviewsWithoutAnID() async {
        let service = ReviewsServiceSpy()
        let sut = ReviewsListViewModel(service: service, now: { now })

        await sut.load(restaurantID: nil, mineOnly: false)

        XCTAssertEqual(service.messages, [.reviews(.mine)])
    }

    func test_load_keepsOnlyTheCallersReviewsOfOneRestaurantWithMineAndAnID() async {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(.live([makeReview(restaurantID: "ChIJ1"), makeReview(restaurantID: "ChIJ2")]))
        let sut = ReviewsListViewModel(service: service, now: { now })

        await sut.load(restaurantID: "ChIJ2", mineOnly: true)

        XCTAssertEqual(service.messages, [.reviews(.mine)])
        guard case let .loaded(data) = sut.state else { return XCTFail("Expected loaded") }
        XCTAssertEqual(data.rows.map(\.restaurantID), ["ChIJ2"])
    }

    func test_load_keepsWhereTheReviewsCameFrom() async {
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(Sourced([makeReview()], origin: .cache(savedAt: now.addingTimeInterval(-3_600), reason: "offline")))
        let sut = ReviewsListViewModel(service: service, now: { now })

        await sut.load(restaurantID: "ChIJ1", mineOnly: false)

        guard case let .loaded(data) = sut.state else { return XCTFail("Expected loaded") }
        XCTAssertEqual(data.cacheNote(now: now), "Showing reviews cached an hour ago: offline")
    }
}
