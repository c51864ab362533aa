/// A grid of Unicode braille cells, each 2 dots wide and 4 tall (square dots on a cell twice as tall as
/// wide): points set by dot, drawn as the braille characters that hold them.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    private var bits: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        bits = [UInt8](repeating: 0, count: columns * rows)
    }

    var dotColumns: Int { columns * 2 }
    var dotRows: Int { rows * 4 }

    /// Sets the dot at `x` (from the left) and `y` (from the top); one outside the grid is left out.
    mutating func set(x: Int, y: Int) {
        guard (0..<dotColumns).contains(x), (0..<dotRows).contains(y) else { return }
        bits[(y / 4) * columns + x / 2] |= Self.bit(x: x % 2, y: y % 4)
    }

    /// The cell's braille character, or a space where no dot is set.
    func character(column: Int, row: Int) -> Character {
        let cell = bits[row * columns + column]
        return cell == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(cell))!)
    }

    /// Braille's dot numbering: 1 2 3 down the left, 4 5 6 down the right, then 7 and 8 below.
    private static func bit(x: Int, y: Int) -> UInt8 {
        switch (x, y) {
        case (0, 3): 0x40
        case (1, 3): 0x80
        case (0, _): 1 << UInt8(y)
        default: 1 << UInt8(y + 3)
        }
    }
}
