import CatalogDomain
import Foundation

/// The six images the demo restaurants' photos show: PNG files in `Photos/`, painted once by
/// `scripts/make-demo-photos` and compiled into the binary.
package enum DemoPhotos {
    package struct Specification: Sendable {
        package let name: String
        package let dish: DemoDish
        package let width: Int
        package let height: Int
        package let bytes: [UInt8]
    }

    package static let attribution = "Foodybite (a generated demo picture)"

    package static let specifications: [Specification] = [
        Specification(name: "demo-pizza", dish: .pizza, width: 640, height: 480, bytes: PackageResources.demo_pizza_png),
        Specification(name: "demo-salad", dish: .salad, width: 640, height: 480, bytes: PackageResources.demo_salad_png),
        Specification(name: "demo-noodles", dish: .noodleBowl, width: 600, height: 600, bytes: PackageResources.demo_noodles_png),
        Specification(name: "demo-sushi", dish: .sushi, width: 800, height: 600, bytes: PackageResources.demo_sushi_png),
        Specification(name: "demo-tarts", dish: .custardTarts, width: 480, height: 640, bytes: PackageResources.demo_tarts_png),
        Specification(name: "demo-fish", dish: .grilledFish, width: 640, height: 480, bytes: PackageResources.demo_fish_png),
    ]

    package static let images: [CatalogImage] = specifications.map { specification in
        CatalogImage(
            name: specification.name, contentType: "image/png", width: specification.width, height: specification.height,
            bytes: Data(specification.bytes)
        )
    }
}
