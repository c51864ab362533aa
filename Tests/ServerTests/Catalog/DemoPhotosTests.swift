@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class DemoPhotosTests: XCTestCase {
    func test_images_arePNGsOfTheAnnouncedSizeOneForEveryDish() {
        let images = DemoCatalogGenerator(count: 1).images

        XCTAssertEqual(Set(DemoPhotos.specifications.map(\.dish)), Set(DemoDish.allCases))
        for image in images {
            XCTAssertEqual(image.contentType, "image/png")
            XCTAssertEqual(Array(image.bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(image.name): a PNG's signature")
            XCTAssertEqual(Array(image.bytes[12..<16]), Array("IHDR".utf8), image.name)
            XCTAssertEqual([bigEndian(image.bytes[16..<20]), bigEndian(image.bytes[20..<24])], [image.width, image.height], "\(image.name): the size announced")
        }
        XCTAssertEqual(Set(images.map(\.bytes)).count, images.count, "every photo differs")
        XCTAssertEqual(Set(images.map(\.name)).count, images.count)
    }

    private func bigEndian(_ bytes: Data) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
