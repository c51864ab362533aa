@testable import CatalogImport
import Foundation
import TestSupport
import XCTest

/// Exports compressed with bzip2 or gzip are decompressed as they are read, a chunk at a time, by the
/// tools' own formats as `bzip2` and `gzip` write them.
final class OSMExportChunkReaderTests: XCTestCase {
    func test_read_givesTheBytesOfABzip2OrGzipFileDecompressedInChunksNoLargerThanTheChunkSize() throws {
        for tool in ["bzip2", "gzip"] {
            // Given a file compressed by the tool
            let compressed = try compress(Self.text, with: tool)

            // When it is read in chunks of 4 KiB
            let (bytes, largestChunk) = try readWhole(compressed, chunkSize: 4096)

            // Then the text comes back, never more than a chunk at a time
            XCTAssertEqual(bytes, Array(Self.text), tool)
            XCTAssertLessThanOrEqual(largestChunk, 4096, tool)
            XCTAssertLessThan(compressed.count, Self.text.count / 4, "\(tool): the file really is compressed")
        }
    }

    func test_read_readsStreamsWrittenOneAfterAnotherAsOneFile() throws {
        for tool in ["bzip2", "gzip"] {
            // Given two compressed files joined, as pbzip2 and pigz write them
            let joined = try compress(Data("first half\n".utf8), with: tool) + compress(Data("second half\n".utf8), with: tool)

            // When it is read
            let (bytes, _) = try readWhole(joined, chunkSize: 3)

            // Then both streams are read
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "first half\nsecond half\n", tool)
        }
    }

    func test_read_givesAnUncompressedFileAsItIsEvenWhenShorterThanAMagicNumber() throws {
        for text in ["", "{", "BZh", "<osm>", String(decoding: Self.text, as: UTF8.self)] {
            let (bytes, _) = try readWhole(Data(text.utf8), chunkSize: 5)

            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text)
        }
    }

    func test_read_saysACompressedFileCutShortIsCutShort() throws {
        for tool in ["bzip2", "gzip"] {
            let compressed = try compress(Self.text, with: tool)

            XCTAssertThrowsError(try readWhole(compressed.prefix(compressed.count / 2), chunkSize: 4096), tool) { error in
                XCTAssertEqual("\(error)", "cannot read the data: the \(tool) file is cut short")
            }
        }
    }

    func test_read_saysACorruptCompressedFileIsCorrupt() throws {
        for tool in ["bzip2", "gzip"] {
            var compressed = try compress(Self.text, with: tool)
            for index in stride(from: 20, to: compressed.count - 20, by: 7) { compressed[index] ^= 0x5A }

            XCTAssertThrowsError(try readWhole(compressed, chunkSize: 4096), tool) { error in
                XCTAssertTrue("\(error)".hasPrefix("cannot read the data: the \(tool) file is corrupt"), "\(error)")
            }
        }
    }

    // MARK: - Helpers

    private static let text = Data((0..<20_000).map { "<node id=\"\($0)\" lat=\"47.\($0 * 7919 % 10_000)\" lon=\"9.5\"/>\n" }.joined().utf8)

    private func readWhole(_ data: Data, chunkSize: Int) throws -> (bytes: [UInt8], largestChunk: Int) {
        let sut = try OSMExportChunkReader(.data(data), chunkSize: chunkSize)
        var bytes: [UInt8] = [], chunk: [UInt8] = [], largest = 0
        while try sut.read(appendingTo: &chunk) {
            largest = max(largest, chunk.count)
            bytes += chunk
            chunk.removeAll()
        }
        return (bytes, largest)
    }

    /// The bytes as the Debian tool (`bzip2`, `gzip`) compresses them.
    private func compress(_ data: Data, with tool: String) throws -> Data {
        let executable = URL(fileURLWithPath: "/usr/bin/\(tool)")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let why = "\(tool) is not installed (Debian's \(tool); scripts/setup --test installs it)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("The compressed-export tests must run under CI=true, but \(why).") }
            throw XCTSkip("Skipped: \(why).")
        }
        let file = try makeTemporaryDirectory().appendingPathComponent("export")
        try data.write(to: file)
        let result = try ProcessRunner.run(executable, arguments: ["-k", "-f", file.path])
        guard result.status == 0 else { throw XCTSkip("\(tool) failed (\(result.status)): \(result.stderr)") }
        return try Data(contentsOf: file.appendingPathExtension(tool == "bzip2" ? "bz2" : "gz"))
    }
}
