import FoodybiteServer
import XCTest

final class PNGEncoderTests: XCTestCase {
    func test_encode_writesAValidPNGThatDecodesToTheSamePixels() throws {
        var random = SeededRandomNumberGenerator(seed: 3)
        let width = 37, height = 23
        // Flat areas (long matches), noise (literals) and repeats at odd distances.
        let rgb = (0..<(width * height * 3)).map { index -> UInt8 in
            index % 97 < 50 ? UInt8(index / 300 % 256) : UInt8(truncatingIfNeeded: random.next())
        }

        let image = try PNGTestDecoder.decode(PNGEncoder.encode(width: width, height: height, rgb: rgb))

        XCTAssertEqual(image.chunkTypes, ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(image.width, width)
        XCTAssertEqual(image.height, height)
        XCTAssertEqual(image.rgb, rgb)
    }

    func test_encode_handlesAOnePixelImage() throws {
        let image = try PNGTestDecoder.decode(PNGEncoder.encode(width: 1, height: 1, rgb: [1, 2, 3]))

        XCTAssertEqual(image.rgb, [1, 2, 3])
    }

    func test_demoPhotos_areRealCompressedPNGsOfTheAnnouncedSize() throws {
        let images = DemoCatalogGenerator(count: 1).images

        XCTAssertGreaterThanOrEqual(images.count, 5)
        for image in images {
            let decoded = try PNGTestDecoder.decode(image.bytes)
            XCTAssertEqual(image.contentType, "image/png")
            XCTAssertEqual([decoded.width, decoded.height], [image.width, image.height], image.name)
            XCTAssertLessThan(image.bytes.count, image.width * image.height, "\(image.name) should compress well below 1 byte a pixel")
            XCTAssertGreaterThan(Set(decoded.rgb).count, 20, "\(image.name) should be a picture, not a flat fill")
        }
        XCTAssertEqual(Set(images.map(\.bytes)).count, images.count, "every photo differs")
    }
}
