import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a replication's files are: under a base URL (as planet.openstreetmap.org and Geofabrik serve
/// them) or in a directory (a mirror). A file that is not there is nil; anything else that goes wrong
/// is an error naming the file.
public enum OSMReplicationSource: Sendable {
    case http(URL)
    case directory(URL)

    /// A diff or state file larger than this is refused.
    static let largestFile = 256 << 20
    /// How long one file may take to arrive, and how long the server may stay silent.
    static let resourceTimeout: TimeInterval = 300
    static let idleTimeout: TimeInterval = 60

    /// Where it is, for messages: a URL without the user and password it may carry.
    public var description: String {
        switch self {
        case let .http(url):
            guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the replication URL" }
            parts.user = nil
            parts.password = nil
            return parts.string ?? "the replication URL"
        case let .directory(url): return url.path
        }
    }

    func file(_ path: String) async throws(OSMImportError) -> [UInt8]? {
        switch self {
        case let .directory(base):
            let url = base.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            do {
                let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                guard size <= Self.largestFile else { throw OSMImportError.unreadable(path: url.path, reason: "larger than \(Self.largestFile >> 20) MB") }
                return try [UInt8](Data(contentsOf: url))
            } catch let error as OSMImportError {
                throw error
            } catch {
                throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
            }
        case let .http(base):
            return try await download(base.appendingPathComponent(path))
        }
    }

    /// A file's URL for messages, without credentials.
    private func named(_ url: URL) -> String {
        OSMReplicationSource.http(url).description
    }

    /// Downloads to a temporary file, not into memory, so a server sending without end costs disk for
    /// `resourceTimeout` at most, then is refused by size.
    private func download(_ url: URL) async throws(OSMImportError) -> [UInt8]? {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.idleTimeout
        configuration.timeoutIntervalForResource = Self.resourceTimeout
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["User-Agent": "foodybite-server (OpenStreetMap replication)"]
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let file: URL, response: URLResponse
        do {
            (file, response) = try await session.download(from: url)
        } catch {
            throw .unreadable(path: named(url), reason: (error as NSError).localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 404 { return nil }
        guard status == 200 else { throw .unreadable(path: named(url), reason: "the server answered HTTP \(status)") }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= Self.largestFile else { throw .unreadable(path: named(url), reason: "larger than \(Self.largestFile >> 20) MB") }
        do {
            return try [UInt8](Data(contentsOf: file))
        } catch {
            throw .unreadable(path: named(url), reason: (error as NSError).localizedDescription)
        }
    }
}
