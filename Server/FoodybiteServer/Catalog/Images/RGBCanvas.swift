/// An 8-bit RGB raster with the few shapes the demo photos are drawn from, filled a row span at a time.
struct RGBCanvas {
    struct Colour: Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8

        func shaded(_ factor: Double) -> Colour {
            func scale(_ channel: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(channel) * factor).rounded()))) }
            return Colour(red: scale(red), green: scale(green), blue: scale(blue))
        }
    }

    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, background: Colour) {
        self.width = width
        self.height = height
        var row: [UInt8] = []
        row.reserveCapacity(width * 3)
        for _ in 0..<width { row.append(contentsOf: [background.red, background.green, background.blue]) }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<height { pixels.append(contentsOf: row) }
        self.pixels = pixels
    }

    mutating func fillSpan(y: Int, from x0: Int, to x1: Int, _ colour: Colour) {
        guard y >= 0, y < height else { return }
        let start = max(0, x0), end = min(width - 1, x1)
        guard start <= end else { return }
        var offset = (y * width + start) * 3
        for _ in start...end {
            pixels[offset] = colour.red
            pixels[offset + 1] = colour.green
            pixels[offset + 2] = colour.blue
            offset += 3
        }
    }

    mutating func fillRectangle(x: Int, y: Int, width rectangleWidth: Int, height rectangleHeight: Int, _ colour: Colour) {
        guard rectangleWidth > 0, rectangleHeight > 0 else { return }
        for row in y..<(y + rectangleHeight) {
            fillSpan(y: row, from: x, to: x + rectangleWidth - 1, colour)
        }
    }

    /// An axis-aligned ellipse (a circle when both radii are equal).
    mutating func fillEllipse(centerX: Int, centerY: Int, radiusX: Int, radiusY: Int, _ colour: Colour) {
        guard radiusX > 0, radiusY > 0 else { return }
        for dy in -radiusY...radiusY {
            let ratio = Double(dy) / Double(radiusY)
            let half = Int((Double(radiusX) * (1 - ratio * ratio).squareRoot()).rounded())
            fillSpan(y: centerY + dy, from: centerX - half, to: centerX + half, colour)
        }
    }

    mutating func fillCircle(centerX: Int, centerY: Int, radius: Int, _ colour: Colour) {
        fillEllipse(centerX: centerX, centerY: centerY, radiusX: radius, radiusY: radius, colour)
    }
}
