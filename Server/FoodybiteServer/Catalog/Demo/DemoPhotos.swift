/// The handful of images the demo restaurants' photos show: PNGs painted in code on first use.
enum DemoPhotos {
    struct Specification: Sendable {
        let name: String
        let dish: DemoPhotoPainter.Dish
        let width: Int
        let height: Int
        let seed: UInt64
    }

    static let attribution = "Foodybite (a generated demo picture)"

    static let specifications: [Specification] = [
        Specification(name: "demo-pizza", dish: .pizza, width: 640, height: 480, seed: 11),
        Specification(name: "demo-salad", dish: .salad, width: 640, height: 480, seed: 23),
        Specification(name: "demo-noodles", dish: .noodleBowl, width: 600, height: 600, seed: 37),
        Specification(name: "demo-sushi", dish: .sushi, width: 800, height: 600, seed: 41),
        Specification(name: "demo-tarts", dish: .custardTarts, width: 480, height: 640, seed: 53),
        Specification(name: "demo-fish", dish: .grilledFish, width: 640, height: 480, seed: 67),
    ]

    /// Painted and encoded once per process.
    static let images: [CatalogImage] = specifications.map { specification in
        let pixels = DemoPhotoPainter.paint(width: specification.width, height: specification.height, dish: specification.dish, seed: specification.seed)
        return CatalogImage(
            name: specification.name, contentType: "image/png", width: specification.width, height: specification.height,
            bytes: PNGEncoder.encode(width: specification.width, height: specification.height, rgb: pixels)
        )
    }
}
