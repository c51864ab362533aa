import ArgumentParser
import Core
@testable import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class DetailsFlowTests: XCTestCase {
    nonisolated func test_parse_showsARestaurantByIDWithoutSayingShow() throws {
        let command = try XCTUnwrap(DetailsCommand.parseAsRoot(["ChIJ1", "--json"]) as? ShowDetailsCommand)

        XCTAssertEqual(command.restaurantID, "ChIJ1")
        XCTAssertTrue(command.global.json)
    }

    nonisolated func test_parse_readsThePhotoSubcommand() throws {
        let command = try XCTUnwrap(DetailsCommand.parseAsRoot(["photo", "P1", "--output", "out.jpg", "--max-width", "400"]) as? DetailsPhotoCommand)

        XCTAssertEqual(command.reference, "P1")
        XCTAssertEqual(command.output, "out.jpg")
        XCTAssertEqual(command.maxWidth, 400)
        XCTAssertThrowsError(try DetailsCommand.parseAsRoot(["photo", "P1"]))
        XCTAssertThrowsError(try DetailsCommand.parseAsRoot(["photo", "P1", "-o", "x", "--max-width", "1601"]))
    }

    nonisolated func test_parse_refusesAnEmptyRestaurantIDOrPhotoWidthOutOfRange() {
        for arguments in [["  "], ["show", ""], ["photo", "P1", "-o", "x", "--max-width", "0"]] {
            XCTAssertThrowsError(try DetailsCommand.parseAsRoot(arguments), "\(arguments)") { error in
                XCTAssertEqual(DetailsCommand.exitCode(for: error), .validationFailure, "\(arguments)")
            }
        }
    }

    func test_render_printsThePageForPeople() async throws {
        let (sut, service, _, terminal) = makeSUT()
        service.result = .success(.live(makeDetails(reviews: [makeReview(author: "Rui", rating: 4, text: "Good fish", daysAgo: 2)])))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        let text = terminal.output.text
        for expected in ["Tasca do Zé", "★★★★★ 4.6 (812 ratings) · Open now", "Rua da Prata 12, Lisboa", "Phone:    21 123 4567", "Monday: 12:00 – 15:00", "P1  800×600  by Ana Lima", "★★★★☆  Rui · 2 days ago", "Good fish"] {
            XCTAssertTrue(text.contains(expected), "Missing \(expected) in:\n\(text)")
        }
    }

    func test_render_neverClaimsThereAreNoReviewsWhenFoodybiteReviewsNeedALogin() async throws {
        let (sut, service, reviews, terminal) = makeSUT()
        service.result = .success(.live(makeDetails(reviews: [])))
        reviews.result = .failure(AuthenticationError.notLoggedIn)

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        XCTAssertFalse(terminal.output.text.contains("No reviews yet"), terminal.output.text)
        XCTAssertTrue(terminal.output.text.contains("Foodybite users' reviews could not be listed"), terminal.output.text)
        XCTAssertTrue(terminal.errors.text.contains("Log in to see what Foodybite users wrote"), terminal.errors.text)
    }

    func test_render_showsEveryPhoneNumberThePriceAndATranslatedReview() async throws {
        let (sut, service, _, terminal) = makeSUT()
        let translated = RestaurantReview(authorName: "Joana", rating: 5, text: "Great grilled fish", createdAt: nil, relativeTimeDescription: "a week ago", translatedFrom: "pt")
        service.result = .success(.live(RestaurantDetails(
            id: "ChIJ1", name: "Tasca", address: nil, phoneNumbers: ["+45 33 12 34 56", "+45 70 10 20 30"], website: nil, rating: 4.5, ratingsCount: 10,
            openingHours: nil, location: Coordinates(latitude: 1, longitude: 2), photos: [], reviews: [translated], priceLevel: 2
        )))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        let lines = terminal.output.lines
        XCTAssertTrue(lines.contains("★★★★★ 4.5 (10 ratings) · $$ · Opening hours unknown"), "\(lines)")
        XCTAssertTrue(lines.contains("Phone:    +45 33 12 34 56"), "\(lines)")
        XCTAssertTrue(lines.contains("          +45 70 10 20 30"), "\(lines)")
        XCTAssertTrue(lines.contains("  ★★★★★  Joana · a week ago · translated from pt"), "\(lines)")
    }

    func test_render_saysABusinessIsClosedInsteadOfItsHoursAndNeverOpen() async throws {
        let (sut, service, _, terminal) = makeSUT(json: true)
        service.result = .success(.live(RestaurantDetails(
            id: "ChIJ1", name: "Tasca", address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil,
            openingHours: OpeningHoursDetails(openNow: true, weekdayText: []), location: Coordinates(latitude: 1, longitude: 2),
            photos: [], reviews: [], businessStatus: .closedTemporarily
        )))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        let restaurant = try XCTUnwrap(document["restaurant"] as? [String: Any])
        XCTAssertEqual(restaurant["openNow"] as? Bool, false)
        XCTAssertEqual(restaurant["businessStatus"] as? String, "closedTemporarily")
    }

    func test_render_printsTheClosedStatusForPeople() async throws {
        let (sut, service, _, terminal) = makeSUT()
        service.result = .success(.live(RestaurantDetails(
            id: "ChIJ1", name: "Tasca", address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil,
            openingHours: nil, location: Coordinates(latitude: 1, longitude: 2), photos: [], reviews: [], businessStatus: .closedPermanently
        )))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        XCTAssertTrue(terminal.output.lines.contains("no rating · Permanently closed"), terminal.output.text)
    }

    func test_render_showsTheCuisinesAndWhatThePlaceOffersOrSaysItDoesNotAndNothingWhenUnknown() async throws {
        let (sut, service, _, terminal) = makeSUT()
        let (unknownSUT, unknownService, _, unknownTerminal) = makeSUT()
        service.result = .success(.live(RestaurantDetails(
            id: "ChIJ1", name: "Tasca", address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil,
            openingHours: nil, location: Coordinates(latitude: 1, longitude: 2), photos: [], reviews: [],
            features: RestaurantFeatures(cuisines: ["Pizza", "Italian"], servesVegetarianFood: true, takeout: true, delivery: false)
        )))
        unknownService.result = .success(.live(makeDetails()))

        try await sut.buildModule(restaurantID: "ChIJ1").start()
        try await unknownSUT.buildModule(restaurantID: "ChIJ1").start()

        XCTAssertTrue(terminal.output.lines.contains("Cuisine:  Pizza, Italian"), terminal.output.text)
        XCTAssertTrue(terminal.output.lines.contains("Offers:   vegetarian food, takeaway · no delivery"), terminal.output.text)
        XCTAssertTrue(unknownTerminal.output.text.contains("Location:"), unknownTerminal.output.text)
        XCTAssertFalse(unknownTerminal.output.text.contains("Cuisine:"), unknownTerminal.output.text)
        XCTAssertFalse(unknownTerminal.output.text.contains("Offers:"), unknownTerminal.output.text)
    }

    func test_render_givesTheSourcesMapPageAndDirectionsInTextAndJSON() async throws {
        for json in [false, true] {
            let (sut, service, _, terminal) = makeSUT(json: json)
            let plain = makeDetails()
            service.result = .success(.live(RestaurantDetails(
                id: plain.id, name: plain.name, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil,
                location: plain.location, photos: [], reviews: [], mapURL: "https://maps.google.com/?cid=42"
            )))

            try await sut.buildModule(restaurantID: "ChIJ1").start()

            if json {
                let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
                let restaurant = try XCTUnwrap(document["restaurant"] as? [String: Any])
                XCTAssertEqual(restaurant["mapUrl"] as? String, "https://maps.google.com/?cid=42")
                XCTAssertEqual(restaurant["directionsUrl"] as? String, "https://www.openstreetmap.org/directions?to=38.711,-9.138")
            } else {
                XCTAssertTrue(terminal.output.lines.contains("Map:      https://maps.google.com/?cid=42"), terminal.output.text)
                XCTAssertTrue(terminal.output.lines.contains("Route:    https://www.openstreetmap.org/directions?to=38.711,-9.138"), terminal.output.text)
            }
        }
    }

    func test_render_givesAMapLinkOfItsOwnWhenTheSourcesIsNoMapPage() async throws {
        let (sut, service, _, terminal) = makeSUT()
        let plain = makeDetails()
        service.result = .success(.live(RestaurantDetails(
            id: plain.id, name: plain.name, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil,
            location: plain.location, photos: [], reviews: [], mapURL: "https://www.google.com@evil.example/"
        )))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        XCTAssertTrue(terminal.output.lines.contains("Map:      https://www.openstreetmap.org/?mlat=38.711000&mlon=-9.138000#map=19/38.711000/-9.138000"), terminal.output.text)
        XCTAssertFalse(terminal.output.text.contains("evil"))
    }

    func test_render_printsTheContractsJSON() async throws {
        let (sut, service, reviews, terminal) = makeSUT(json: true)
        service.result = .success(.live(makeDetails(reviews: [makeReview(daysAgo: nil, relative: "a month ago")])))
        reviews.result = .success(.live([makeReview(author: "Ana", rating: 5, text: "Yes", daysAgo: 1)]))

        try await sut.buildModule(restaurantID: "ChIJ1").start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["source", "cachedAt", "restaurant"])
        let restaurant = try XCTUnwrap(document["restaurant"] as? [String: Any])
        XCTAssertEqual(Set(restaurant.keys), [
            "id", "name", "address", "phone", "phones", "website", "rating", "ratingsCount", "priceLevel", "openNow", "businessStatus",
            "cuisines", "servesVegetarianFood", "wheelchairAccessibleEntrance", "takeout", "delivery", "outdoorSeating",
            "weekdayText", "location", "photos", "reviews", "mapUrl", "directionsUrl",
        ])
        XCTAssertEqual(restaurant["website"] as? String, "https://tasca.example")
        XCTAssertEqual(restaurant["ratingsCount"] as? Int, 812)
        XCTAssertEqual(restaurant["phones"] as? [String], ["21 123 4567"])
        let photos = try XCTUnwrap(restaurant["photos"] as? [[String: Any]])
        XCTAssertEqual(photos.first?["attributions"] as? [String], ["Ana Lima"], "the photographer Google asks to credit")
        let reviewList = try XCTUnwrap(restaurant["reviews"] as? [[String: Any]])
        XCTAssertEqual(Set(reviewList[0].keys), ["author", "rating", "text", "relativeTime", "createdAt", "translated", "originalLanguage"])
        XCTAssertEqual(reviewList[0]["author"] as? String, "Ana")
        XCTAssertEqual(reviewList[0]["createdAt"] as? String, "2027-01-14T08:00:00Z")
        XCTAssertTrue(reviewList[1]["createdAt"] is NSNull)
        XCTAssertEqual(reviewList[1]["relativeTime"] as? String, "a month ago")
    }

    func test_photo_savesTheBytesAsServedAddingTheExtensionTheContentTypeCallsFor() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 9, 9])
        let folder = try makeTemporaryDirectory()
        let (sut, _, _, terminal) = makeSUT(photo: .success(RestaurantPhoto(data: jpeg, contentType: "image/jpeg")))

        try await sut.buildPhotoModule(reference: "P1", output: folder.appendingPathComponent("dish").path, maxWidth: 800).start()

        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("dish.jpg")), jpeg)
        XCTAssertTrue(terminal.output.text.contains("dish.jpg (image/jpeg, 6 bytes)"))
    }

    func test_photo_savesIntoAFolderUnderThePhotosOwnIDWithoutEverOverwriting() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let folder = try makeTemporaryDirectory()
        let (sut, _, _, _) = makeSUT(photo: .success(RestaurantPhoto(data: png, contentType: "image/png")))

        for reference in ["places/ChIJ1/photos/AUc1", "places/ChIJ1/photos/AUc2", "places/ChIJ1/photos/AUc2"] {
            try await sut.buildPhotoModule(reference: reference, output: folder.path, maxWidth: 800).start()
        }

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["AUc1.png", "AUc2-2.png", "AUc2.png"])
    }

    func test_photo_givesTheFileTheExtensionOfWhatItIsAndSaysSo() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let folder = try makeTemporaryDirectory()
        let (sut, _, _, terminal) = makeSUT(photo: .success(RestaurantPhoto(data: png, contentType: "image/jpeg")))

        try await sut.buildPhotoModule(reference: "P", output: folder.appendingPathComponent("dish.jpg").path, maxWidth: 800).start()

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["dish.png"])
        XCTAssertTrue(terminal.errors.text.contains("Saved as .png rather than .jpg"), terminal.errors.text)
    }

    func test_photo_namesAnUnknownFormatFromItsContentTypeWithoutItsParameters() async throws {
        let folder = try makeTemporaryDirectory()
        let (sut, _, _, _) = makeSUT(photo: .success(RestaurantPhoto(data: Data([1, 2, 3]), contentType: "image/svg+xml; charset=utf-8")))

        try await sut.buildPhotoModule(reference: "P", output: folder.appendingPathComponent("logo").path, maxWidth: 100).start()

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["logo.svg"])
    }

    func test_photo_writesNothingWhenTheFetchFails() async throws {
        let folder = try makeTemporaryDirectory()
        let (sut, _, _, _) = makeSUT(photo: .failure(DetailsError.notAnImage(contentType: "text/html")))

        await assertThrowsAsync(DetailsError.notAnImage(contentType: "text/html")) {
            try await sut.buildPhotoModule(reference: "P1", output: folder.appendingPathComponent("out.jpg").path, maxWidth: 800).start()
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func test_render_printsEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let (sut, service, _, terminal) = makeSUT(json: json)
            service.result = .success(.live(makeHostileDetails()))

            try await sut.buildModule(restaurantID: "ChIJ1").start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    func test_photo_printsAContentTypeAServerChoseWithoutItsControls() async throws {
        for json in [false, true] {
            let folder = try makeTemporaryDirectory()
            let (sut, _, _, terminal) = makeSUT(json: json, photo: .success(RestaurantPhoto(data: Data([0x89, 0x50, 0x4E, 0x47]), contentType: "image/jpeg\(HostileText.value)")))

            try await sut.buildPhotoModule(reference: "P", output: folder.appendingPathComponent("dish.jpg").path, maxWidth: 800).start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    // MARK: - Helpers

    private func makeHostileDetails() -> RestaurantDetails {
        let hostile = HostileText.value
        let review = RestaurantReview(authorName: hostile, rating: 4, text: hostile, createdAt: nil, relativeTimeDescription: hostile, translatedFrom: hostile)
        return RestaurantDetails(
            id: hostile, name: hostile, address: hostile, phoneNumbers: [hostile, hostile], website: hostile, rating: 4.5, ratingsCount: 10,
            openingHours: OpeningHoursDetails(openNow: true, weekdayText: [hostile]), location: Coordinates(latitude: 1, longitude: 2),
            photos: [Photo(reference: hostile, width: 1, height: 1, attributions: [hostile])], reviews: [review]
        )
    }

    private func makeSUT(json: Bool = false, photo: Result<RestaurantPhoto, any Error> = .failure(AnyError())) -> (DetailsModuleBuilder, DetailsServiceSpy, ReviewsProviderStub, TestConsole) {
        let terminal = TestConsole(json: json)
        let service = DetailsServiceSpy()
        let reviews = ReviewsProviderStub()
        let photos = PhotoServiceStub(result: photo)
        let sut = DetailsModuleBuilder(service: service, reviewsProvider: reviews, photoService: photos, console: terminal.console, now: { referenceDate })
        return (sut, service, reviews, terminal)
    }
}
