@testable import CatalogDomain
import XCTest

/// What every gazetteer store does, declared once and run on SQLite (`SQLiteGazetteerTests`) and
/// PostgreSQL (`PostgresGazetteerTests`).
enum GazetteerSpecs {
    typealias Store = (destination: any CatalogImportDestination, gazetteer: any Gazetteer)

    static func findsEntriesByTheStartsOfTheirFoldedWordsLargerPlacesFirst(_ store: Store, file: StaticString = #filePath, line: UInt = #line) async throws {
        // Given a town, a city, a village, a neighbourhood and streets
        let inserted = try await store.destination.importGazetteer(entries)
        XCTAssertEqual(inserted, entries.count, file: file, line: line)

        // When they are looked up by name, then larger places come first and every name and fold counts
        let vaduz = try await store.gazetteer.places(named: "vaduz", limit: 10)
        XCTAssertEqual(vaduz, [entries[0], entries[4]], "the town before the street", file: file, line: line)
        let russian = try await store.gazetteer.places(named: "ВАДУЦ", limit: 10)
        XCTAssertEqual(russian, [entries[0]], "a name in another language", file: file, line: line)
        let lodz = try await store.gazetteer.places(named: "lodz", limit: 10)
        XCTAssertEqual(lodz, [entries[1]], "case and accents folded", file: file, line: line)
        let street = try await store.gazetteer.places(named: "augusta RUA", limit: 10)
        XCTAssertEqual(street, [entries[5]], "every word, in any order, each the start of a word", file: file, line: line)
        let limited = try await store.gazetteer.places(named: "vad", limit: 1)
        XCTAssertEqual(limited, [entries[0]], file: file, line: line)
        let inside = try await store.gazetteer.places(named: "aduz", limit: 10)
        XCTAssertEqual(inside, [], "a word matches from its start only", file: file, line: line)
        let nothing = try await store.gazetteer.places(named: "% _", limit: 10)
        XCTAssertEqual(nothing, [], "no words, no places", file: file, line: line)
    }

    static func findsLongWordsByTheirWholeStarts(_ store: Store, file: StaticString = #filePath, line: UInt = #line) async throws {
        // Given streets whose long words share their first dozen letters
        let streets = [
            GazetteerEntry(key: "street:a", kind: .street, name: "Rua dos Desembargadores", location: GeoPoint(latitude: 38.71, longitude: -9.14), area: "Lisboa"),
            GazetteerEntry(key: "street:b", kind: .street, name: "Rua do Desembargador", location: GeoPoint(latitude: 38.72, longitude: -9.14), area: "Lisboa"),
        ]
        _ = try await store.destination.importGazetteer(streets)

        // When they are looked up by the long words, whole or begun
        let plural = try await store.gazetteer.places(named: "desembargadores", limit: 10)
        let begun = try await store.gazetteer.places(named: "desembargado", limit: 10)
        let longer = try await store.gazetteer.places(named: "desembargadoresx", limit: 10)

        // Then each word must start a word of the name, whatever its length
        XCTAssertEqual(plural, [streets[0]], file: file, line: line)
        XCTAssertEqual(begun.map(\.key), ["street:b", "street:a"], file: file, line: line)
        XCTAssertEqual(longer, [], file: file, line: line)
    }

    static func updatesAnEntryImportedAgainInsteadOfAddingIt(_ store: Store, file: StaticString = #filePath, line: UInt = #line) async throws {
        // Given a village in the gazetteer
        _ = try await store.destination.importGazetteer([entries[2]])

        // When it comes again, renamed and moved
        let moved = GazetteerEntry(
            key: entries[2].key, kind: .town, name: "Triesen Dorf", location: GeoPoint(latitude: 47.11, longitude: 9.53)
        )
        let inserted = try await store.destination.importGazetteer([moved])

        // Then it is the same entry, as it came last
        XCTAssertEqual(inserted, 0, file: file, line: line)
        let found = try await store.gazetteer.places(named: "triesen", limit: 10)
        XCTAssertEqual(found, [moved], file: file, line: line)
    }

    static func forgetsTheNamesAnEntryNoLongerHas(_ store: Store, file: StaticString = #filePath, line: UInt = #line) async throws {
        // Given a neighbourhood in the gazetteer
        _ = try await store.destination.importGazetteer([entries[3]])

        // When it comes again under another name
        let renamed = GazetteerEntry(key: entries[3].key, kind: .neighbourhood, name: "Graça", location: entries[3].location)
        _ = try await store.destination.importGazetteer([renamed])

        // Then it is found by its new name only
        let byOldName = try await store.gazetteer.places(named: "alfama", limit: 10)
        XCTAssertEqual(byOldName, [], file: file, line: line)
        let byNewName = try await store.gazetteer.places(named: "graca", limit: 10)
        XCTAssertEqual(byNewName, [renamed], file: file, line: line)
    }

    static let entries = [
        GazetteerEntry(key: "osm:node/1", kind: .town, name: "Vaduz", otherNames: ["ru": "Вадуц", "de": "Vaduz"],
                       location: GeoPoint(latitude: 47.141, longitude: 9.521)),
        GazetteerEntry(key: "osm:node/2", kind: .city, name: "Łódź", location: GeoPoint(latitude: 51.77, longitude: 19.46)),
        GazetteerEntry(key: "osm:node/3", kind: .village, name: "Triesen", location: GeoPoint(latitude: 47.106, longitude: 9.528)),
        GazetteerEntry(key: "osm:way/4", kind: .neighbourhood, name: "Alfama", location: GeoPoint(latitude: 38.7118, longitude: -9.1301)),
        GazetteerEntry(key: "street:vaduzer strasse@2357,476", kind: .street, name: "Vaduzer Strasse",
                       location: GeoPoint(latitude: 47.15, longitude: 9.52), area: "Schaan"),
        GazetteerEntry(key: "street:rua augusta@1935,-457", kind: .street, name: "Rua Augusta",
                       location: GeoPoint(latitude: 38.71, longitude: -9.137), area: "Lisboa"),
    ]
}
