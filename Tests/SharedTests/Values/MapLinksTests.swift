import Foundation
import Shared
import XCTest

final class MapLinksTests: XCTestCase {
    private let tasca = Coordinates(latitude: 38.7223, longitude: -9.1393)
    private let home = Coordinates(latitude: 38.7, longitude: -9.15)

    func test_place_onGoogleMapsNamesThePlaceIDAndOnOpenStreetMapMarksThePoint() {
        XCTAssertEqual(
            MapLinks.place(id: "ChIJ 1&x", at: tasca, on: .googleMaps).absoluteString,
            "https://www.google.com/maps/search/?api=1&query=38.7223,-9.1393&query_place_id=ChIJ%201%26x"
        )
        XCTAssertEqual(
            MapLinks.place(id: "FB1", at: tasca, on: .openStreetMap).absoluteString,
            "https://www.openstreetmap.org/?mlat=38.722300&mlon=-9.139300#map=19/38.722300/-9.139300"
        )
    }

    func test_isMapPage_onlyForHTTPSPagesOfGoogleMapsOrOpenStreetMapWithoutAUser() {
        XCTAssertTrue(MapLinks.isMapPage(URL(string: "https://maps.google.com/?cid=42")!))
        XCTAssertTrue(MapLinks.isMapPage(URL(string: "https://www.openstreetmap.org/node/1")!))
        XCTAssertFalse(MapLinks.isMapPage(URL(string: "https://www.google.com@evil.example/")!))
        XCTAssertFalse(MapLinks.isMapPage(URL(string: "http://www.openstreetmap.org/node/1")!))
        XCTAssertFalse(MapLinks.isMapPage(URL(string: "https://openstreetmap.org.evil.example/")!))
    }

    func test_directions_startWhereYouAreOrWhereTheMapServicePutsYou() {
        XCTAssertEqual(
            MapLinks.directions(id: "ChIJ1", to: tasca, from: home, on: .googleMaps).absoluteString,
            "https://www.google.com/maps/dir/?api=1&origin=38.7,-9.15&destination=38.7223,-9.1393&destination_place_id=ChIJ1"
        )
        XCTAssertEqual(
            MapLinks.directions(id: "FB1", to: tasca, from: nil, on: .openStreetMap).absoluteString,
            "https://www.openstreetmap.org/directions?to=38.7223,-9.1393"
        )
        XCTAssertEqual(
            MapLinks.directions(id: "FB1", to: tasca, from: home, on: .openStreetMap).absoluteString,
            "https://www.openstreetmap.org/directions?from=38.7,-9.15&to=38.7223,-9.1393"
        )
    }
}
