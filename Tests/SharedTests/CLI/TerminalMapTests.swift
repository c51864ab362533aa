import Foundation
import Shared
@testable import SharedCLI
import TestSupport
import XCTest

/// The map of a list's places, compared with frames stored for fixed inputs
/// (`Tests/SharedTests/CLI/Frames/`; FOODYBITE_RECORD_FRAMES=1 writes them anew).
final class TerminalMapTests: XCTestCase {
    private let center = Coordinates(latitude: 38.7223, longitude: -9.1393)

    func test_render_drawsTheCircleYouNorthTheScaleAndEachPlaceWhereItLies() throws {
        let markers = [
            marker("1", north: 600, east: 300), marker("2", north: -900, east: -1_200), marker("3", north: 100, east: 1_500), marker("10", north: -300, east: 200),
        ]

        let frame = TerminalMap(columns: 60, rows: 16).render(center: center, radiusMeters: 2_000, markers: markers)

        try assertMatchesFrame(frame, named: "map-4-places-60x16.txt")
    }

    func test_render_putsEachLabelOnTheSideOfYouWhereThePlaceIs() {
        let frame = TerminalMap(columns: 40, rows: 12).render(center: center, radiusMeters: 100_000, markers: [
            marker("E", north: 0, east: 900), marker("W", north: 0, east: -900), marker("N", north: 900, east: 0), marker("S", north: -900, east: 0),
        ])
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        let at = position(of: "@", in: lines)
        XCTAssertGreaterThan(position(of: "E", in: lines).column, at.column)
        XCTAssertLessThan(position(of: "W", in: lines).column, at.column)
        XCTAssertLessThan(position(of: "N", in: lines).row, at.row)
        XCTAssertGreaterThan(position(of: "S", in: lines).row, at.row)
    }

    func test_render_drawsTheBestPlaceOverAWorseOneWhereTheyMeet() {
        let frame = TerminalMap(columns: 40, rows: 12).render(center: center, radiusMeters: 1_000, markers: [
            marker("1", north: 500, east: 500), marker("2", north: 501, east: 501),
        ])

        XCTAssertTrue(frame.contains("1"))
        XCTAssertFalse(frame.contains("2"), frame)
    }

    func test_render_isRowsLinesThenTheScaleAndNoWiderThanItsColumns() {
        let frame = TerminalMap(columns: 30, rows: 10).render(center: center, radiusMeters: 500, markers: [marker("1", north: 200, east: 100)])
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)

        XCTAssertEqual(lines.count, 10)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 30 }, frame)
        XCTAssertTrue(lines.last?.hasPrefix("├") == true, frame)
        XCTAssertTrue(lines.first?.hasSuffix("N↑") == true, frame)
    }

    func test_render_namesThePlaceSearchedAroundWhereNoPlaceIsCovered() {
        let free = TerminalMap(columns: 40, rows: 12).render(center: center, radiusMeters: 1_000, markers: [marker("1", north: 800, east: 0)], centerName: "Alfama")
        let crowded = TerminalMap(columns: 40, rows: 12).render(center: center, radiusMeters: 1_000, markers: [marker("1", north: 0, east: 25)], centerName: "Alfama")

        XCTAssertTrue(free.contains("@ Alfama"), free)
        XCTAssertFalse(crowded.contains("Alfama"), "the label never covers a place:\n" + crowded)
        XCTAssertTrue(crowded.contains("1"))
    }

    func test_render_leavesOutAPlaceWithNoPositionOnEarthWithoutFailing() {
        let nowhere = TerminalMap.Marker(label: "9", location: Coordinates(latitude: .infinity, longitude: .nan))

        let frame = TerminalMap(columns: 40, rows: 12).render(center: center, radiusMeters: 1_000, markers: [nowhere, marker("1", north: 300, east: 0)])

        XCTAssertTrue(frame.contains("1"))
        XCTAssertFalse(frame.contains("9"))
    }

    func test_scaleBar_isTheLongestRoundDistanceWithinAQuarterOfTheWidth() {
        XCTAssertEqual(TerminalMap.scaleBar(metersPerColumn: 100, columns: 80), "├──────────────────┤ 2 km")
        XCTAssertEqual(TerminalMap.scaleBar(metersPerColumn: 3, columns: 40), "├─────┤ 20 m")
    }

    // MARK: - Helpers

    private func marker(_ label: String, north: Double, east: Double) -> TerminalMap.Marker {
        let metersPerDegree = 111_195.0
        return TerminalMap.Marker(label: label, location: Coordinates(
            latitude: center.latitude + north / metersPerDegree,
            longitude: center.longitude + east / (metersPerDegree * cos(center.latitude * .pi / 180))
        ))
    }

    private func position(of label: Character, in lines: [String]) -> (row: Int, column: Int) {
        for (row, line) in lines.enumerated() {
            if let index = line.firstIndex(of: label) { return (row, line.distance(from: line.startIndex, to: index)) }
        }
        XCTFail("\(label) is not on the map:\n\(lines.joined(separator: "\n"))")
        return (-1, -1)
    }

    private func assertMatchesFrame(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let stored = PackageLayout.root.appendingPathComponent("Tests/SharedTests/CLI/Frames/\(name)")
        if ProcessInfo.processInfo.environment["FOODYBITE_RECORD_FRAMES"] == "1" {
            try text.write(to: stored, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(text, try String(contentsOf: stored, encoding: .utf8), "the frame differs from \(name)", file: file, line: line)
    }
}
