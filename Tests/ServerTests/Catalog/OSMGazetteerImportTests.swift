@testable import CatalogDomain
@testable import CatalogImport
import Foundation
import XCTest

/// An import keeps the names people say where they are with (towns, villages, neighbourhoods, streets)
/// beside the restaurants, from every format it reads.
final class OSMGazetteerImportTests: XCTestCase {
    func test_importData_keepsNamedPlacesAndStreetsOfAnOverpassExportAsPlaceNamesNotRestaurants() async throws {
        // Given an export with a village, a country, an unnamed hamlet, a named road, a bus stop, a footpath
        // and a restaurant with an address
        let (sut, destination) = makeSUT()

        // When it is imported
        let summary = try await sut.importData(Self.overpass)

        // Then the restaurant alone is a restaurant, and the village and both streets are place names
        XCTAssertEqual([summary.records, summary.inserted], [5, 1])
        XCTAssertEqual(summary.skipped, [.notRestaurant: 4], "the country, the unnamed hamlet, the bus stop and the footpath")
        XCTAssertEqual([summary.placeNames, summary.streets, summary.placeNamesInserted], [1, 2, 3])
        let entries = try XCTUnwrap(destination.gazetteers.first)
        XCTAssertEqual(entries.first, GazetteerEntry(
            key: "osm:node/1", kind: .village, name: "Schaan", otherNames: ["ru": "Шан"], location: GeoPoint(latitude: 47.165, longitude: 9.51)
        ))
        let streets = entries.filter { $0.kind == .street }
        XCTAssertEqual(streets.map(\.name).sorted(), ["Landstrasse", "Zollstrasse"])
        XCTAssertEqual(streets.first { $0.name == "Zollstrasse" }?.area, "Schaan")
        XCTAssertEqual(streets.first { $0.name == "Landstrasse" }?.location, GeoPoint(latitude: 47.16, longitude: 9.505))
    }

    func test_importData_keepsAStreetOncePerSquareAtTheMeanOfWhereItWasSeen() async throws {
        // Given one street seen three times: twice close together, once 10 km away
        let (sut, destination) = makeSUT()

        // When the export is imported
        let summary = try await sut.importData(Self.streetsSeenTwice)

        // Then it is one street near the first two sightings and another far away
        XCTAssertEqual(summary.streets, 2)
        let streets = try XCTUnwrap(destination.gazetteers.first).filter { $0.kind == .street }
        XCTAssertEqual(streets.count, 2)
        let near = try XCTUnwrap(streets.first { $0.location.latitude < 47.1 })
        XCTAssertEqual(near.location.latitude, 47.0015, accuracy: 1e-9)
        XCTAssertEqual(near.location.longitude, 9.5015, accuracy: 1e-9)
        XCTAssertNotNil(streets.first { $0.location.latitude > 47.05 })
    }

    func test_importData_placesAStreetOfOSMXMLAtItsMiddleNodeAndAPlaceDrawnAsAnAreaInsideIt() async throws {
        // Given OSM XML with a named road of three nodes and a neighbourhood drawn as a closed way
        let (sut, destination) = makeSUT()

        // When it is imported
        let summary = try await sut.importData(Data(Self.osmXML.utf8))

        // Then the road is at its middle node and the neighbourhood inside its outline
        XCTAssertEqual([summary.placeNames, summary.streets], [1, 1])
        let entries = try XCTUnwrap(destination.gazetteers.first)
        XCTAssertEqual(entries.first { $0.kind == .street }?.location, GeoPoint(latitude: 47.2, longitude: 9.6))
        let quarter = try XCTUnwrap(entries.first { $0.kind == .neighbourhood })
        XCTAssertEqual(quarter.key, "osm:way/20")
        XCTAssertEqual(quarter.location.latitude, 47.25, accuracy: 1e-6)
        XCTAssertEqual(quarter.location.longitude, 9.65, accuracy: 1e-6)
    }

    func test_importData_handsTheDestinationNoPlaceNamesWhenTheExportHasNone() async throws {
        let (sut, destination) = makeSUT()

        let summary = try await sut.importData(OSMImporterTests.overpass)

        XCTAssertEqual([summary.placeNames, summary.streets], [0, 0])
        XCTAssertEqual(destination.gazetteers.count, 0)
        XCTAssertFalse(summary.lines.contains { $0.contains("place names") })
    }

    // MARK: - Helpers

    private func makeSUT() -> (OSMImporter, CatalogImportDestinationSpy) {
        let destination = CatalogImportDestinationSpy()
        return (OSMImporter(destination: destination), destination)
    }

    private static let overpass = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "node", "id": 1, "lat": 47.165, "lon": 9.51, "tags": {"place": "village", "name": "Schaan", "name:ru": "Шан", "name:etymology": "x"}},
      {"type": "node", "id": 2, "lat": 47.16, "lon": 9.55, "tags": {"place": "country", "name": "Liechtenstein"}},
      {"type": "node", "id": 3, "lat": 47.17, "lon": 9.52, "tags": {"place": "hamlet"}},
      {"type": "way", "id": 4, "center": {"lat": 47.16, "lon": 9.505}, "tags": {"highway": "primary", "name": "Landstrasse"}},
      {"type": "node", "id": 6, "lat": 47.161, "lon": 9.506, "tags": {"highway": "bus_stop", "name": "Schaan Post"}},
      {"type": "way", "id": 7, "center": {"lat": 47.162, "lon": 9.507}, "tags": {"highway": "footway", "name": "Rheinweg"}},
      {"type": "node", "id": 5, "lat": 47.166, "lon": 9.512,
       "tags": {"amenity": "restaurant", "name": "Linde", "addr:street": "Zollstrasse", "addr:city": "Schaan"}}
    ]}
    """#.utf8)

    private static let streetsSeenTwice = Data(#"""
    {"version": 0.6, "generator": "Overpass API", "elements": [
      {"type": "way", "id": 1, "center": {"lat": 47.001, "lon": 9.501}, "tags": {"highway": "residential", "name": "Dorfstrasse"}},
      {"type": "way", "id": 2, "center": {"lat": 47.002, "lon": 9.502}, "tags": {"highway": "residential", "name": "DORFSTRASSE"}},
      {"type": "way", "id": 3, "center": {"lat": 47.1, "lon": 9.6}, "tags": {"highway": "residential", "name": "Dorfstrasse"}}
    ]}
    """#.utf8)

    private static let osmXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="test">
          <node id="1" lat="47.1" lon="9.5"/>
          <node id="2" lat="47.2" lon="9.6"/>
          <node id="3" lat="47.3" lon="9.7"/>
          <node id="4" lat="47.2" lon="9.6"/>
          <node id="5" lat="47.3" lon="9.6"/>
          <node id="6" lat="47.3" lon="9.7"/>
          <node id="7" lat="47.2" lon="9.7"/>
          <way id="10"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="highway" v="secondary"/><tag k="name" v="Hauptstrasse"/></way>
          <way id="20"><nd ref="4"/><nd ref="5"/><nd ref="6"/><nd ref="7"/><nd ref="4"/>
            <tag k="place" v="neighbourhood"/><tag k="name" v="Ebenholz"/></way>
          <way id="30"><nd ref="1"/><nd ref="3"/><tag k="highway" v="track"/></way>
        </osm>
        """
}
