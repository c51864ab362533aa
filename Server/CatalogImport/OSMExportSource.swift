import Foundation

/// Where an export's bytes come from, read a chunk at a time: a file (never loaded whole) or bytes
/// already in memory.
package enum OSMExportSource: Sendable {
    case file(URL)
    case data(Data)

    /// The line and column (both from 1, the column in bytes) of a byte offset, for error messages.
    package func lineAndColumn(atOffset offset: Int) -> (line: Int, column: Int) {
        guard let reader = try? OSMExportChunkReader(self, chunkSize: 1 << 20) else { return (1, offset + 1) }
        var line = 1
        var lineStart = 0
        var consumed = 0
        var buffer: [UInt8] = []
        while consumed < offset, (try? reader.read(appendingTo: &buffer)) == true {
            for (index, byte) in buffer.prefix(offset - consumed).enumerated() where byte == 0x0A {
                line += 1
                lineStart = consumed + index + 1
            }
            consumed += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
        return (line, offset - lineStart + 1)
    }
}
