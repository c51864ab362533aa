@testable import Catalog
@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation
@testable import ServerJSON
import XCTest

final class PlaceJSONTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_writeSearchResult_writesGooglesMembersInTheirOrder() {
        // Given
        let photo = CatalogPhoto(reference: "photo-1", imageName: F.image.name, width: 2, height: 1, htmlAttributions: [#"Ana "A""#])
        let restaurant = F.restaurant(
            #"Tasca "Zé""#, rating: 4.56, ratingsTotal: 3, priceLevel: 2, hours: F.daily(600, 1_380), vicinity: "Rua Augusta", photos: [photo]
        )

        // When
        let text = searchResultText(CatalogSearchResult(restaurant, at: F.wednesdayNoonInLisbon))

        // Then
        XCTAssertEqual(text, """
            {"business_status":"OPERATIONAL",\(geometry),"name":"Tasca \\"Zé\\"","opening_hours":{"open_now":true},\
            "photos":[{"height":1,"html_attributions":["Ana \\"A\\""],"photo_reference":"photo-1","width":2}],\
            "place_id":"\(restaurant.placeID)","price_level":2,"rating":4.6,\
            "types":["restaurant","food","point_of_interest","establishment"],"user_ratings_total":3,"vicinity":"Rua Augusta"}
            """)
    }

    func test_writeSearchResult_leavesOutWhatIsNotKnownAndFlagsAClosedPlace() {
        // Given
        let restaurant = F.restaurant("Gone", businessStatus: .closedPermanently)

        // When
        let text = searchResultText(CatalogSearchResult(restaurant, at: F.wednesdayNoonInLisbon))

        // Then
        XCTAssertEqual(text, """
            {"business_status":"CLOSED_PERMANENTLY",\(geometry),"name":"Gone","permanently_closed":true,\
            "place_id":"\(restaurant.placeID)","types":["restaurant","food","point_of_interest","establishment"]}
            """)
    }

    func test_detailsResult_writesEveryMemberInGooglesOrder() {
        // Given
        let photo = CatalogPhoto(reference: "photo-1", imageName: F.image.name, width: 2, height: 1)
        let review = CatalogReview(
            authorName: "Rui", rating: 5, text: "Boa", time: F.wednesdayNoonInLisbon.addingTimeInterval(-2 * 86_400), language: "pt"
        )
        let restaurant = F.restaurant(
            "Tasca", rating: 4.5, ratingsTotal: 2, priceLevel: 1, hours: F.daily(600, 1_380), vicinity: "Rua Augusta",
            photos: [photo], reviews: [review]
        )

        // When
        let text = PlaceJSON(now: F.wednesdayNoonInLisbon).detailsResult(restaurant).text

        // Then
        let periods = (0...6).map { #"{"close":{"day":\#($0),"time":"2300"},"open":{"day":\#($0),"time":"1000"}}"# }
        XCTAssertEqual(text, """
            {"business_status":"OPERATIONAL","formatted_address":"Rua Augusta, Portugal","formatted_phone_number":"21 342 1234",\
            \(geometry),"international_phone_number":"+351 21 342 1234","name":"Tasca",\
            "opening_hours":{"open_now":true,"periods":[\(periods.joined(separator: ","))],"weekday_text":\(weekdayText(restaurant))},\
            "photos":[{"height":1,"html_attributions":[],"photo_reference":"photo-1","width":2}],"place_id":"\(restaurant.placeID)",\
            "price_level":1,"rating":4.5,"reviews":[{"author_name":"Rui","language":"pt","rating":5,\
            "relative_time_description":"2 days ago","text":"Boa","time":\(Int(review.time.timeIntervalSince1970))}],\
            "types":["restaurant","food","point_of_interest","establishment"],"url":"https://www.openstreetmap.org/",\
            "user_ratings_total":2,"utc_offset":60,"vicinity":"Rua Augusta","website":"https://example.com/5"}
            """)
    }

    // MARK: - Helpers

    /// Lisbon's point and a viewport of 0.00135° of latitude around it.
    private let geometry = #""geometry":{"location":{"lat":38.7223,"lng":-9.1393},"#
        + #""viewport":{"northeast":{"lat":38.72365,"lng":-9.1375696},"southwest":{"lat":38.72095,"lng":-9.1410304}}}"#

    private func searchResultText(_ result: CatalogSearchResult) -> String {
        var writer = JSONWriter()
        PlaceJSON(now: F.wednesdayNoonInLisbon).writeSearchResult(result, to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func weekdayText(_ restaurant: CatalogRestaurant) -> String {
        JSONValue.array((restaurant.openingHours?.weekdayText ?? []).map { .string($0) }).text
    }
}
