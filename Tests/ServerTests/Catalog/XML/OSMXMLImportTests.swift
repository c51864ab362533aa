@testable import CatalogDomain
@testable import CatalogImport
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

final class OSMXMLImportTests: XCTestCase {
    func test_importData_readsNodesWaysAndMultipolygonsOfOSMXMLWithTheirTags() async throws {
        let (sut, database) = try makeSUT()

        let summary = try await sut.importData(Data(Self.vaduz.utf8))

        XCTAssertEqual(summary.format, .osmXML)
        XCTAssertEqual(summary.records, 4)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(summary.skipped, [.noName: 1])
        let places = try await database.restaurants(near: GeoPoint(latitude: 47.141, longitude: 9.521))
        let adler = try XCTUnwrap(places.first { $0.sourceKey == "osm:node/1" })
        XCTAssertEqual(adler.name, "Adler & Söhne \"Zum Löwen\"")
        XCTAssertEqual(adler.location, GeoPoint(latitude: 47.141, longitude: 9.5209))
        XCTAssertEqual(adler.facts.wheelchair, .yes)
        let way = try XCTUnwrap(places.first { $0.sourceKey == "osm:way/10" })
        XCTAssertEqual(way.location.latitude, 47.1405, accuracy: 1e-9)
        XCTAssertEqual(way.location.longitude, 9.5205, accuracy: 1e-9)
        let relation = try XCTUnwrap(places.first { $0.sourceKey == "osm:relation/20" })
        XCTAssertEqual(relation.location.latitude, 47.1425, accuracy: 1e-9)
        XCTAssertEqual(relation.location.longitude, 9.5225, accuracy: 1e-9)
    }

    func test_importData_refusesADamagedOSMXMLFileAndWritesNothing() async throws {
        let cases: [(xml: String, reason: String)] = [
            (String(Self.vaduz.prefix(200)), "the OSM XML file cannot be read: the file ends inside a tag"),
            (#"<osm><node id="x" lat="1" lon="2"/></osm>"#, "the OSM XML file cannot be read: a <node> without a numeric id"),
            (#"<osm><node id="1" lat="1" lon="2"><tag k="name" v="&bogus;"/></node></osm>"#, "the OSM XML file cannot be read: the unknown entity &bogus;"),
            (#"<osm><node id="1" lat="nan" lon="2"><tag k="amenity" v="restaurant"/></node></osm>"#,
             "the OSM XML file cannot be read: node 1 has an invalid lat or lon (nan, 2)"),
            (#"<osm><node id="2" lat="1e20" lon="2"/></osm>"#, "the OSM XML file cannot be read: node 2 has an invalid lat or lon (1e20, 2)"),
            (#"<osm><node id="5"><tag k="amenity" v="restaurant"/></node></osm>"#, "the OSM XML file cannot be read: node 5 has no lat and lon"),
            (#"<?xml version="1.0"?><gpx><trk/></gpx>"#, "the file is neither OSM PBF, OSM XML, a GeoJSON FeatureCollection nor Overpass JSON: an XML document whose root is <gpx>, not <osm>"),
        ]
        for (xml, reason) in cases {
            let (sut, database) = try makeSUT()

            await assertThrowsAsync({ _ = try await sut.importData(Data(xml.utf8)) }, inspect: { error in
                XCTAssertEqual("\(error)", reason, xml)
            })
            let count = try await database.restaurantCount()
            XCTAssertEqual(count, 0, xml)
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (OSMImporter, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (OSMImporter(database: database), database)
    }

    /// As OSM writes it: a declaration, a comment, a restaurant node with entities in its name, a square
    /// way, a multipolygon whose outer way is no restaurant, an unnamed restaurant and a café.
    private static let vaduz = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- exported for a test -->
        <osm version="0.6" generator="test">
         <bounds minlat="47.0" minlon="9.4" maxlat="47.3" maxlon="9.6"/>
         <node id="1" lat="47.141" lon="9.5209" version="3">
          <tag k="amenity" v="restaurant"/>
          <tag k="name" v="Adler &amp; S&#246;hne &quot;Zum L&#xF6;wen&quot;"/>
          <tag k="wheelchair" v='yes'/>
         </node>
         <node id="3" lat="47.142" lon="9.522"><tag k="amenity" v="restaurant"/></node>
         <node id="4" lat="47.143" lon="9.523"><tag k="amenity" v="cafe"/><tag k="name" v="Café"/></node>
         <node id="100" lat="47.140" lon="9.520"/>
         <node id="101" lat="47.140" lon="9.521"/>
         <node id="102" lat="47.141" lon="9.521"/>
         <node id="103" lat="47.141" lon="9.520"/>
         <node id="110" lat="47.142" lon="9.522"/>
         <node id="111" lat="47.142" lon="9.523"/>
         <node id="112" lat="47.143" lon="9.523"/>
         <node id="113" lat="47.143" lon="9.522"/>
         <way id="10">
          <nd ref="100"/><nd ref="101"/><nd ref="102"/><nd ref="103"/><nd ref="100"/>
          <tag k="amenity" v="restaurant"/><tag k="name" v="Im Haus"/>
         </way>
         <way id="11"><nd ref="110"/><nd ref="111"/><nd ref="112"/><nd ref="113"/><nd ref="110"/><tag k="building" v="yes"/></way>
         <relation id="20">
          <member type="way" ref="11" role="outer"/>
          <tag k="type" v="multipolygon"/><tag k="amenity" v="restaurant"/><tag k="name" v="Hof"/>
         </relation>
        </osm>
        """
}
