import Foundation

/// Reads an export's bytes in order, at most `chunkSize` at a time.
final class OSMExportChunkReader {
    private let handle: FileHandle?
    private let path: String
    private let data: Data
    private var dataOffset = 0
    let chunkSize: Int

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
    }

    deinit { try? handle?.close() }

    /// The next bytes appended to `buffer`; false at the end.
    func read(appendingTo buffer: inout [UInt8]) throws(OSMImportError) -> Bool {
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

