import Core
import DetailsFeature
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesNewRestaurantPhotoServiceTests: XCTestCase {
    func test_fetchPhoto_asksForTheImagesAddressThenFetchesItWithoutTheKey() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let client = HTTPClientSpy(answers: [
            .json(#"{"name": "places/ChIJ1/photos/AUc1/media", "photoUri": "https://images.example/p/AUc1=s800"}"#),
            .response(status: 200, body: png, headers: ["Content-Type": "image/png"]),
        ])
        let sut = PlacesNewRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey("SECRET-KEY")))

        let photo = try await sut.fetchPhoto(reference: "places/ChIJ1/photos/AUc1", maxWidth: 800)

        XCTAssertEqual(photo, RestaurantPhoto(data: png, contentType: "image/png"))
        XCTAssertEqual(client.requests.map { $0.url?.absoluteString }, [
            "http://places/v1/places/ChIJ1/photos/AUc1/media?maxWidthPx=800&skipHttpRedirect=true",
            "https://images.example/p/AUc1=s800",
        ])
        XCTAssertEqual(client.requests[0].value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET-KEY")
        XCTAssertNil(client.requests[1].value(forHTTPHeaderField: "X-Goog-Api-Key"))
    }

    func test_fetchPhoto_resolvesARelativeImageAddressAgainstTheServer() async throws {
        let client = HTTPClientSpy(answers: [
            .json(#"{"photoUri": "/places/photos/AUc1"}"#),
            .response(status: 200, body: Data([1]), headers: ["Content-Type": "image/jpeg"]),
        ])
        let sut = PlacesNewRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places:8080")!, key: nil))

        _ = try await sut.fetchPhoto(reference: "places/ChIJ1/photos/AUc1", maxWidth: 400)

        XCTAssertEqual(client.requests.last?.url?.absoluteString, "http://places:8080/places/photos/AUc1")
    }

    func test_fetchPhoto_takesAnImageTheServerAnswersDirectly() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF])
        let client = HTTPClientSpy(answers: [.response(status: 200, body: jpeg, headers: ["Content-Type": "image/jpeg"])])
        let sut = PlacesNewRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil))

        let photo = try await sut.fetchPhoto(reference: "places/ChIJ1/photos/AUc1", maxWidth: 400)

        XCTAssertEqual(photo, RestaurantPhoto(data: jpeg, contentType: "image/jpeg"))
        XCTAssertEqual(client.requests.count, 1)
    }

    func test_fetchPhoto_refusesAReferenceThatIsNotAPhotoNameWithoutAsking() async {
        let client = HTTPClientSpy()
        let sut = PlacesNewRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil))

        await assertThrowsAsync(DetailsError.photoNotFound(reference: "Aap_legacy")) { _ = try await sut.fetchPhoto(reference: "Aap_legacy", maxWidth: 400) }
        XCTAssertTrue(client.requests.isEmpty)
    }

    func test_fetchPhoto_mapsNotFoundAndAnAnswerThatIsNotAnImage() async {
        let notFound = PlacesNewRestaurantPhotoService(
            places: PlacesConnection(client: HTTPClientSpy(answers: [.json(PlacesNewErrorFixtures.placeNotFound.body, status: 404)]), baseURL: URL(string: "http://places")!, key: nil)
        )
        await assertThrowsAsync(DetailsError.photoNotFound(reference: "places/a/photos/b")) { _ = try await notFound.fetchPhoto(reference: "places/a/photos/b", maxWidth: 1) }

        let notImage = PlacesNewRestaurantPhotoService(
            places: PlacesConnection(client: HTTPClientSpy(answers: [.json(#"{"photoUri": "http://x/y"}"#), .response(status: 200, body: Data("<html>".utf8), headers: ["Content-Type": "text/html"])]), baseURL: URL(string: "http://places")!, key: nil)
        )
        await assertThrowsAsync(DetailsError.notAnImage(contentType: "text/html")) { _ = try await notImage.fetchPhoto(reference: "places/a/photos/b", maxWidth: 1) }
    }
}
