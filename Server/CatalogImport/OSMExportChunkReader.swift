import Foundation

/// Reads an export's bytes in order, at most `chunkSize` at a time. A file compressed with bzip2 or
/// gzip (told by its first bytes, as `.osm.bz2` and `.osm.gz` are) is decompressed as it is read, so
/// every reader of exports reads them too, and none ever holds more than a chunk of them.
final class OSMExportChunkReader {
    private let handle: FileHandle?
    private let path: String
    private let data: Data
    private var dataOffset = 0
    let chunkSize: Int
    private var decompressor: (any StreamDecompressor)?
    /// File bytes read and not yet handed out (or, compressed, not yet decompressed), from `pendingStart`.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var fileEnded = false
    private var streamEnded = false
    private var output: [UInt8] = []

    init(_ source: OSMExportSource, chunkSize: Int) throws(OSMImportError) {
        self.chunkSize = max(1, chunkSize)
        switch source {
        case let .data(data):
            handle = nil
            path = "the data"
            self.data = data
        case let .file(url):
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .unreadable(path: url.path, reason: "no such file")
            }
            guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: url.path) else {
                throw .unreadable(path: url.path, reason: "permission denied or not a file")
            }
            self.handle = handle
            path = url.path
            data = Data()
        }
        while pending.count < 4, !fileEnded {
            fileEnded = try !readFile(appendingTo: &pending)
        }
        do {
            if Bzip2Decompressor.isBzip2(pending) { decompressor = try Bzip2Decompressor() }
            if GzipDecompressor.isGzip(pending) { decompressor = try GzipDecompressor() }
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    deinit { try? handle?.close() }

    /// The next bytes appended to `buffer`; false at the end.
    func read(appendingTo buffer: inout [UInt8]) throws(OSMImportError) -> Bool {
        guard let decompressor else {
            guard pendingStart < pending.count else { return try readFile(appendingTo: &buffer) }
            buffer.append(contentsOf: pending[pendingStart...])
            pending = []
            pendingStart = 0
            return true
        }
        do {
            return try decompress(with: decompressor, appendingTo: &buffer)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    private func decompress(with decompressor: any StreamDecompressor, appendingTo buffer: inout [UInt8]) throws(DecompressionError) -> Bool {
        if output.count != chunkSize { output = [UInt8](repeating: 0, count: chunkSize) }
        while true {
            if pendingStart == pending.count, !fileEnded {
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                do {
                    fileEnded = try !readFile(appendingTo: &pending)
                } catch {
                    throw DecompressionError(reason: error.description)
                }
            }
            if streamEnded {
                guard pendingStart < pending.count else { return false }
                try decompressor.reset()
                streamEnded = false
            }
            let start = pendingStart
            let (consumed, produced, ended) = try pending.withUnsafeBufferPointer { input throws(DecompressionError) in
                try output.withUnsafeMutableBufferPointer { output throws(DecompressionError) in
                    try decompressor.step(input: UnsafeBufferPointer(rebasing: input[start...]), output: output)
                }
            }
            pendingStart += consumed
            streamEnded = ended
            if produced > 0 {
                buffer.append(contentsOf: output[0..<produced])
                return true
            }
            if !ended, consumed == 0, pendingStart == pending.count, fileEnded {
                throw DecompressionError(reason: "the \(decompressor.name) file is cut short")
            }
            if !ended, consumed == 0, pendingStart < pending.count {
                throw DecompressionError(reason: "the \(decompressor.name) file is corrupt")
            }
        }
    }

    /// The file's next bytes, as they are; false at its end.
    private func readFile(appendingTo buffer: inout [UInt8]) throws(OSMImportError) -> Bool {
        if let handle {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: chunkSize)
            } catch {
                throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
            }
            guard let chunk, !chunk.isEmpty else { return false }
            buffer.append(contentsOf: chunk)
            return true
        }
        guard dataOffset < data.count else { return false }
        let end = min(data.count, dataOffset + chunkSize)
        buffer.append(contentsOf: data[(data.startIndex + dataOffset)..<(data.startIndex + end)])
        dataOffset = end
        return true
    }
}
