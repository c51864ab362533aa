import Foundation
import Shared
import SharedCLI
import XCTest

final class GeoJSONFeatureCollectionTests: XCTestCase {
    func test_render_placesEachFeatureAtLongitudeThenLatitudeWithItsProperties() throws {
        let sut = GeoJSONFeatureCollection(features: [
            .init(id: "a", location: Coordinates(latitude: 38.7, longitude: -9.1), properties: ["name": "Tasca"]),
        ])

        let document = try decode(sut)

        XCTAssertEqual(document["type"] as? String, "FeatureCollection")
        let feature = try XCTUnwrap((document["features"] as? [[String: Any]])?.first)
        XCTAssertEqual(feature["type"] as? String, "Feature")
        XCTAssertEqual(feature["id"] as? String, "a")
        let geometry = try XCTUnwrap(feature["geometry"] as? [String: Any])
        XCTAssertEqual(geometry["type"] as? String, "Point")
        XCTAssertEqual(geometry["coordinates"] as? [Double], [-9.1, 38.7])
        XCTAssertEqual(feature["properties"] as? [String: String], ["name": "Tasca"])
    }

    func test_render_givesAFeatureWithoutAPositionANullGeometry() throws {
        let sut = GeoJSONFeatureCollection(features: [.init(id: nil, location: nil, properties: ["name": "Somewhere"])])

        let feature = try XCTUnwrap((try decode(sut)["features"] as? [[String: Any]])?.first)

        XCTAssertTrue(feature["geometry"] is NSNull, "\(feature)")
        XCTAssertNil(feature["id"])
    }

    func test_render_ofNoFeaturesIsAnEmptyCollection() throws {
        let document = try decode(GeoJSONFeatureCollection<[String: String]>(features: []))

        XCTAssertEqual(document["type"] as? String, "FeatureCollection")
        XCTAssertEqual((document["features"] as? [Any])?.count, 0)
    }

    private func decode(_ collection: GeoJSONFeatureCollection<some Encodable & Sendable>) throws -> [String: Any] {
        let text = try JSONDocument.render(collection)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
