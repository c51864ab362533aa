import Foundation

/// Reads the file to import (or stdin), never more than an export could hold, and writes an export
/// whole or not at all.
enum FavouritesFiles {
    static let readLimit = 16 * 1_048_576

    static func read(_ file: URL?) throws -> (data: Data, source: String) {
        let source = file?.path ?? "stdin"
        let handle: FileHandle
        do {
            handle = try file.map { try FileHandle(forReadingFrom: $0) } ?? .standardInput
        } catch {
            throw FavouritesFileError.cannotRead(source, reason: (error as NSError).localizedFailureReason ?? "no such readable file")
        }
        defer { if file != nil { try? handle.close() } }
        let data: Data
        do {
            data = try handle.read(upToCount: readLimit + 1) ?? Data()
        } catch {
            throw FavouritesFileError.cannotRead(source, reason: error.localizedDescription)
        }
        guard data.count <= readLimit else { throw FavouritesFileError.tooLarge(source, limit: readLimit) }
        return (data, source)
    }

    static func write(_ data: Data, to file: URL) throws {
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw FavouritesFileError.cannotWrite(file.path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }
}
