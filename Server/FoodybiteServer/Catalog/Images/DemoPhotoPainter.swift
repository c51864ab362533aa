/// Paints the demo catalog's photos: a dish on a plate on a table, seen from above, in colours and
/// arrangements drawn from a seed. Original artwork generated in code; no third-party images.
enum DemoPhotoPainter {
    typealias Colour = RGBCanvas.Colour

    enum Dish: CaseIterable {
        case pizza, salad, noodleBowl, sushi, custardTarts, grilledFish
    }

    static func paint(width: Int, height: Int, dish: Dish, seed: UInt64) -> [UInt8] {
        var random = SeededRandomNumberGenerator(seed: seed)
        let tableColours = [
            Colour(red: 166, green: 116, blue: 76), Colour(red: 120, green: 84, blue: 56), Colour(red: 196, green: 58, blue: 52),
            Colour(red: 46, green: 98, blue: 150), Colour(red: 62, green: 122, blue: 84), Colour(red: 70, green: 70, blue: 76),
        ]
        let table = random.pick(tableColours)
        var canvas = RGBCanvas(width: width, height: height, background: table)
        paintTable(&canvas, colour: table, random: &random)

        let short = min(width, height)
        let plateRadius = short * 38 / 100
        let centerX = width / 2 + random.int(in: -width / 12...width / 12)
        let centerY = height / 2 + random.int(in: -height / 16...height / 16)

        // A napkin beside the plate.
        let napkinWidth = short / 7
        canvas.fillRectangle(x: max(4, centerX - plateRadius - napkinWidth - short / 18), y: centerY - plateRadius * 3 / 4,
                             width: napkinWidth, height: plateRadius * 3 / 2, Colour(red: 244, green: 242, blue: 236))

        // The plate, with its shadow and rim.
        canvas.fillCircle(centerX: centerX + 10, centerY: centerY + 14, radius: plateRadius, table.shaded(0.65))
        canvas.fillCircle(centerX: centerX, centerY: centerY, radius: plateRadius, Colour(red: 236, green: 232, blue: 222))
        canvas.fillCircle(centerX: centerX, centerY: centerY, radius: plateRadius * 84 / 100, Colour(red: 250, green: 248, blue: 242))

        paintDish(dish, on: &canvas, centerX: centerX, centerY: centerY, radius: plateRadius * 72 / 100, random: &random)

        // A glass of water by the plate.
        let glassRadius = short / 11
        let glassX = min(width - glassRadius - 4, centerX + plateRadius + glassRadius + short / 20)
        let glassY = max(glassRadius + 4, centerY - plateRadius / 2)
        canvas.fillCircle(centerX: glassX, centerY: glassY, radius: glassRadius, Colour(red: 200, green: 226, blue: 236))
        canvas.fillCircle(centerX: glassX, centerY: glassY, radius: glassRadius * 3 / 4, Colour(red: 226, green: 240, blue: 246))
        return canvas.pixels
    }

    private static func paintTable(_ canvas: inout RGBCanvas, colour: Colour, random: inout SeededRandomNumberGenerator) {
        if random.chance(0.5) {
            // Gingham: light cells, tinted bands, darker crossings.
            let cell = max(8, min(canvas.width, canvas.height) / random.int(in: 10...16))
            let light = Colour(red: 248, green: 246, blue: 240)
            let band = Colour(
                red: UInt8((Int(colour.red) + 248) / 2), green: UInt8((Int(colour.green) + 246) / 2), blue: UInt8((Int(colour.blue) + 240) / 2)
            )
            for y in 0..<canvas.height {
                let rowBand = (y / cell) % 2 == 1
                var x = 0
                while x < canvas.width {
                    let columnBand = (x / cell) % 2 == 1
                    let paint = rowBand && columnBand ? colour : (rowBand || columnBand ? band : light)
                    canvas.fillSpan(y: y, from: x, to: x + cell - 1, paint)
                    x += cell
                }
            }
        } else {
            // Planks of wood, each a slightly different shade, with dark seams.
            let plank = max(12, canvas.height / random.int(in: 5...8))
            var y = 0
            while y < canvas.height {
                let shade = colour.shaded(0.88 + random.unit() * 0.24)
                canvas.fillRectangle(x: 0, y: y, width: canvas.width, height: plank, shade)
                canvas.fillRectangle(x: 0, y: y + plank - 3, width: canvas.width, height: 3, colour.shaded(0.55))
                y += plank
            }
        }
    }

    private static func paintDish(_ dish: Dish, on canvas: inout RGBCanvas, centerX: Int, centerY: Int, radius: Int, random: inout SeededRandomNumberGenerator) {
        func scatter(_ count: Int, within spread: Int, sizes: ClosedRange<Int>, colours: [Colour]) {
            for _ in 0..<count {
                let angle = random.unit() * 2 * Double.pi
                let distance = Double(spread) * random.unit().squareRoot()
                let x = centerX + Int(distance * cosine(angle)), y = centerY + Int(distance * sine(angle))
                canvas.fillCircle(centerX: x, centerY: y, radius: random.int(in: sizes), random.pick(colours))
            }
        }
        switch dish {
        case .pizza:
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius, Colour(red: 214, green: 160, blue: 84))
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius * 88 / 100, Colour(red: 196, green: 52, blue: 36))
            scatter(14, within: radius * 70 / 100, sizes: radius / 12...radius / 7, colours: [Colour(red: 250, green: 240, blue: 214)])
            scatter(9, within: radius * 72 / 100, sizes: radius / 14...radius / 9, colours: [Colour(red: 60, green: 130, blue: 56), Colour(red: 128, green: 28, blue: 30)])
        case .salad:
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius, Colour(red: 110, green: 168, blue: 74))
            scatter(40, within: radius * 85 / 100, sizes: radius / 12...radius / 6,
                    colours: [Colour(red: 86, green: 150, blue: 60), Colour(red: 150, green: 196, blue: 92), Colour(red: 210, green: 48, blue: 40), Colour(red: 246, green: 220, blue: 90)])
        case .noodleBowl:
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius, Colour(red: 40, green: 36, blue: 40))
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius * 90 / 100, Colour(red: 196, green: 128, blue: 62))
            scatter(18, within: radius * 70 / 100, sizes: radius / 10...radius / 6, colours: [Colour(red: 242, green: 214, blue: 150)])
            canvas.fillCircle(centerX: centerX + radius / 3, centerY: centerY - radius / 4, radius: radius / 4, Colour(red: 252, green: 250, blue: 244))
            canvas.fillCircle(centerX: centerX + radius / 3, centerY: centerY - radius / 4, radius: radius / 8, Colour(red: 244, green: 170, blue: 40))
            scatter(8, within: radius * 70 / 100, sizes: radius / 16...radius / 12, colours: [Colour(red: 70, green: 140, blue: 60)])
        case .sushi:
            let pieces = random.int(in: 5...8)
            for piece in 0..<pieces {
                let angle = Double(piece) / Double(pieces) * 2 * Double.pi
                let x = centerX + Int(Double(radius) * 0.6 * cosine(angle)), y = centerY + Int(Double(radius) * 0.6 * sine(angle))
                canvas.fillCircle(centerX: x, centerY: y, radius: radius / 4, Colour(red: 30, green: 40, blue: 34))
                canvas.fillCircle(centerX: x, centerY: y, radius: radius / 5, Colour(red: 246, green: 244, blue: 236))
                canvas.fillCircle(centerX: x, centerY: y, radius: radius / 11, random.pick([Colour(red: 240, green: 120, blue: 70), Colour(red: 120, green: 180, blue: 90)]))
            }
            canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius / 5, Colour(red: 110, green: 150, blue: 60))
        case .custardTarts:
            let tarts = 6
            for tart in 0..<tarts {
                let angle = Double(tart) / Double(tarts) * 2 * Double.pi
                let x = centerX + Int(Double(radius) * 0.55 * cosine(angle)), y = centerY + Int(Double(radius) * 0.55 * sine(angle))
                canvas.fillCircle(centerX: x, centerY: y, radius: radius / 3, Colour(red: 198, green: 134, blue: 62))
                canvas.fillCircle(centerX: x, centerY: y, radius: radius / 4, Colour(red: 248, green: 208, blue: 110))
                canvas.fillCircle(centerX: x + radius / 14, centerY: y - radius / 16, radius: radius / 14, Colour(red: 120, green: 70, blue: 30))
            }
        case .grilledFish:
            canvas.fillEllipse(centerX: centerX, centerY: centerY, radiusX: radius, radiusY: radius * 2 / 5, Colour(red: 150, green: 156, blue: 160))
            canvas.fillEllipse(centerX: centerX - radius / 10, centerY: centerY, radiusX: radius * 8 / 10, radiusY: radius * 3 / 10, Colour(red: 200, green: 204, blue: 200))
            for bar in 0..<5 {
                canvas.fillRectangle(x: centerX - radius * 6 / 10 + bar * radius / 4, y: centerY - radius / 4, width: radius / 20 + 2, height: radius / 2, Colour(red: 70, green: 56, blue: 50))
            }
            canvas.fillCircle(centerX: centerX + radius * 3 / 4, centerY: centerY + radius / 2, radius: radius / 5, Colour(red: 248, green: 226, blue: 80))
            scatter(6, within: radius / 3, sizes: radius / 14...radius / 10, colours: [Colour(red: 80, green: 150, blue: 60)])
        }
    }

    private static func sine(_ angle: Double) -> Double { DeterministicTrigonometry.sine(angle) }
    private static func cosine(_ angle: Double) -> Double { DeterministicTrigonometry.cosine(angle) }
}
