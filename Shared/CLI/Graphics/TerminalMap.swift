import Foundation
import Shared

/// A map of places around a centre for the terminal: the search's circle in braille dots, `@` where you
/// are, each place's label (its number in the list) where it lies, north up with `N↑`, and a scale bar.
/// Plain text: the same on a terminal, in a file or through a pipe.
public struct TerminalMap: Sendable {
    public struct Marker: Sendable, Equatable {
        public let label: String
        public let location: Coordinates

        public init(label: String, location: Coordinates) {
            self.label = label
            self.location = location
        }
    }

    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(20, columns)
        self.rows = max(6, rows)
    }

    /// The map, `rows` lines of `columns` cells, then the scale bar's line. Markers come best first: an
    /// earlier one is drawn over a later one where they meet. `centerName` (the place searched around,
    /// when it was named) labels `@`, where the markers leave room.
    public func render(center: Coordinates, radiusMeters: Double, markers: [Marker], centerName: String? = nil) -> String {
        let placed = zip(markers, markers.map { Self.offset(of: $0.location, from: center) }).filter { $0.1.x.isFinite && $0.1.y.isFinite }
        let offsets = placed.map(\.1)
        let reach = offsets.reduce(50.0) { max($0, abs($1.x), abs($1.y)) }
        var canvas = BrailleCanvas(columns: columns, rows: rows - 1)
        let metersPerDot = max(reach * 2.2 / Double(min(canvas.dotColumns, canvas.dotRows) - 2), 0.5)
        let middle = (x: Double(canvas.dotColumns) / 2, y: Double(canvas.dotRows) / 2)
        drawCircle(on: &canvas, radius: radiusMeters / metersPerDot, around: middle)
        var grid = (0..<canvas.rows).map { row in (0..<canvas.columns).map { canvas.character(column: $0, row: row) } }
        for (marker, offset) in placed.reversed() {
            let column = Int((middle.x + offset.x / metersPerDot) / 2), row = Int((middle.y - offset.y / metersPerDot) / 4)
            place(marker.label, at: column, row, in: &grid)
        }
        place("@", at: Int(middle.x / 2), Int(middle.y / 4), in: &grid)
        if let centerName { label("@ " + centerName, at: Int(middle.x / 2), Int(middle.y / 4), in: &grid) }
        place("N↑", at: columns - 2, 0, in: &grid)
        let lines = grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        return (lines + [Self.scaleBar(metersPerColumn: metersPerDot * 2, columns: columns)]).joined(separator: "\n") + "\n"
    }

    /// Metres east (x) and north (y) of `center`, on a plane tangent there (good to a few kilometres'
    /// error per thousand at the distances a search reaches).
    static func offset(of location: Coordinates, from center: Coordinates) -> (x: Double, y: Double) {
        let metersPerDegree = 111_195.0
        return (
            (location.longitude - center.longitude) * metersPerDegree * cos(center.latitude * .pi / 180),
            (location.latitude - center.latitude) * metersPerDegree
        )
    }

    private func drawCircle(on canvas: inout BrailleCanvas, radius: Double, around middle: (x: Double, y: Double)) {
        guard radius >= 2, radius < 20_000 else { return }  // too small to see, or far beyond the map
        let steps = Int(radius * 8)
        for step in 0..<steps {
            let angle = Double(step) / Double(steps) * 2 * .pi
            canvas.set(x: Int((middle.x + radius * cos(angle)).rounded(.down)), y: Int((middle.y + radius * sin(angle)).rounded(.down)))
        }
    }

    /// `text` from `column` on, where it covers no marker (only dots and blanks).
    private func label(_ text: String, at column: Int, _ row: Int, in grid: inout [[Character]]) {
        guard (0..<grid.count).contains(row), column + text.count <= columns else { return }
        let covered = grid[row][(column + 1)..<(column + text.count)]
        guard covered.allSatisfy({ $0 == " " || (0x2800...0x28FF).contains($0.unicodeScalars.first!.value) }) else { return }
        place(text, at: column, row, in: &grid)
    }

    private func place(_ label: String, at column: Int, _ row: Int, in grid: inout [[Character]]) {
        guard (0..<grid.count).contains(row) else { return }
        for (index, character) in label.enumerated() where (0..<columns).contains(column + index) {
            grid[row][column + index] = character
        }
    }

    /// `├────┤ 500 m`: the longest round distance that fits a quarter of the width.
    static func scaleBar(metersPerColumn: Double, columns: Int) -> String {
        let rounds: [Double] = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]
        let fitting = rounds.last { $0 / metersPerColumn <= Double(columns) / 4 } ?? rounds[0]
        let length = max(2, Int((fitting / metersPerColumn).rounded()))
        return "├" + String(repeating: "─", count: length - 2) + "┤ " + DistanceFormatter.string(fromMeters: fitting)
    }
}
