@testable import FoodybiteServer
import XCTest

/// Every stream the compressor writes must inflate back to its input, Adler-32 included; checked with
/// the tests' own small inflater.
final class ZlibEncoderTests: XCTestCase {
    func test_compress_roundTripsNothingAndASingleByte() throws {
        XCTAssertEqual(try roundTrip([]), [])
        XCTAssertEqual(try roundTrip([42]), [42])
    }

    func test_compress_roundTripsBytesWithoutRepeatsAsLiterals() throws {
        var random = SeededRandomNumberGenerator(seed: 3)
        let noise = (0..<5_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }

        XCTAssertEqual(try roundTrip(noise), noise)
    }

    func test_compress_roundTripsRunsLongerThanTheLongestMatch() throws {
        let runs = [UInt8](repeating: 7, count: 1_000) + [UInt8](repeating: 9, count: 259) + [1, 2, 3]

        XCTAssertEqual(try roundTrip(runs), runs)
        XCTAssertLessThan(ZlibEncoder.compress(runs).count, 100, "runs are coded as back references")
    }

    func test_compress_roundTripsRepeatsFromAnywhereInTheWindow() throws {
        var random = SeededRandomNumberGenerator(seed: 5)
        let block = (0..<300).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var input = block
        for gap in [1, 4, 100, 1_000, 10_000, 31_000] {
            input += (0..<gap).map { _ in UInt8(truncatingIfNeeded: random.next()) } + block
        }

        XCTAssertEqual(try roundTrip(input), input)
    }

    func test_compress_roundTripsRepeatsFartherThanTheWindowAsLiterals() throws {
        var random = SeededRandomNumberGenerator(seed: 9)
        let block = (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let input = block + [UInt8](repeating: 0, count: 40_000) + block

        XCTAssertEqual(try roundTrip(input), input)
    }

    // MARK: - Helpers

    private func roundTrip(_ input: [UInt8]) throws -> [UInt8] {
        try PNGTestDecoder.inflateZlib(ZlibEncoder.compress(input))
    }
}
