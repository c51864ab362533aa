import Foundation
import Shared

/// The nearby list: a table for people, the command-line contract's JSON with `--json`.
@MainActor
public struct NearbyView {
    private let console: Console
    private let now: @Sendable () -> Date

    public init(console: Console, now: @escaping @Sendable () -> Date = Date.init) {
        self.console = console
        self.now = now
    }

    public func render(_ nearby: NearbyViewData) throws {
        if console.wantsJSON {
            console.output.write(try JSONDocument.render(NearbyDocument(nearby)))
        } else {
            renderText(nearby)
        }
        if let note = nearby.cacheNote(now: now()) {
            console.note(note)
        }
        if nearby.center.source == .defaultCenter {
            console.note("Searching around the default centre; set your location with `foodybite location set LAT,LON` or --at.")
        }
    }

    private func renderText(_ nearby: NearbyViewData) {
        guard !nearby.rows.isEmpty else {
            console.output.writeLine("No restaurants found: \(nearby.summary.replacingOccurrences(of: "0 restaurants ", with: "none "))")
            console.note("Try a larger --radius or a lower --min-rating.")
            return
        }
        console.output.writeLine(nearby.summary + ":")
        let table = TextTable(columns: [
            .init("#", alignment: .right), .init("NAME", maxWidth: 36), .init("RATING"),
            .init("DISTANCE", alignment: .right), .init("OPEN"), .init("ID"),
        ])
        let rows = nearby.rows.enumerated().map { index, row -> [TextTable.Cell] in
            [
                TextTable.Cell(String(index + 1)),
                TextTable.Cell(row.name, attribute: .bold),
                TextTable.Cell(row.ratingText, attribute: .yellow),
                TextTable.Cell(row.distanceText),
                TextTable.Cell(row.openText, attribute: row.openNow == true ? .green : .dim),
                TextTable.Cell(row.id, attribute: .dim),
            ]
        }
        console.output.write(table.render(rows: rows, style: console.style))
    }
}

/// `{"source", "cachedAt", "center", "restaurants": [...]}` exactly as the command-line contract says.
struct NearbyDocument: Encodable {
    struct Location: Encodable {
        let latitude: Double
        let longitude: Double
    }

    struct PhotoDocument: Encodable {
        let reference: String
        let width: Int
        let height: Int
    }

    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var rating: Double?
        @NullEncodable var openNow: Bool?
        let distanceMeters: Int
        let location: Location
        @NullEncodable var photo: PhotoDocument?
    }

    let source: String
    @NullEncodable var cachedAt: Date?
    let center: Location
    let restaurants: [Restaurant]

    init(_ nearby: NearbyViewData) {
        switch nearby.origin {
        case .live:
            source = "live"
            cachedAt = nil
        case let .cache(savedAt, _):
            source = "cache"
            cachedAt = savedAt
        }
        center = Location(latitude: nearby.center.coordinates.latitude, longitude: nearby.center.coordinates.longitude)
        restaurants = nearby.rows.map { row in
            Restaurant(
                id: row.id,
                name: row.name,
                rating: row.rating,
                openNow: row.openNow,
                distanceMeters: Int(row.distanceMeters.rounded()),
                location: Location(latitude: row.location.latitude, longitude: row.location.longitude),
                photo: row.photo.map { PhotoDocument(reference: $0.reference, width: $0.width, height: $0.height) }
            )
        }
    }
}
