import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on a free loopback port that answers every request as a hostile or broken one would
/// (or, with `.files`, as a plain static one), written over raw sockets so nothing in between smooths its
/// answers.
public final class HostileHTTPServer: @unchecked Sendable {
    public enum Behaviour: Sendable {
        /// A JSON answer one byte every 100 ms, forever.
        case drip
        /// A JSON answer of `hugeBytes`, chunked, with no length declared.
        case huge
        /// A JSON answer that declares 2 GB.
        case declaredHuge
        /// About 200 KB of gzip that inflates to 200 MB of spaces.
        case bomb
        /// An `image/jpeg` of 25 MB.
        case hugePhoto
        /// A redirect to the path asked for.
        case loop
        /// This JSON, with this status.
        case json(String, status: Int = 200)
        /// The files under this directory, by path (404 for any other), as a plain static server would.
        case files(URL)
    }

    public static let hugeBytes = 12 * 1_048_576
    public let baseURL: URL
    private let listener: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var isStopped = false

    public init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        // Compressing the bomb takes a second or two: done before the server answers, never inside the
        // client's deadline for its first request.
        if case .bomb = behaviour { _ = Self.gzipBomb }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 64) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        listener = descriptor
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// Stops listening; connections being answered end at their next write. Only the first call closes
    /// the socket (a second close could hit a descriptor reused meanwhile).
    public func stop() {
        let wasRunning = lock.withLock {
            defer { isStopped = true }
            return !isStopped
        }
        guard wasRunning else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    private var stopped: Bool { lock.withLock { isStopped } }

    private func acceptConnections() {
        while !stopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in
                answer(on: connection)
                close(connection)
            }
        }
    }

    private func answer(on connection: Int32) {
        guard let path = readRequestPath(from: connection) else { return }
        switch behaviour {
        case .drip:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n", on: connection) else { return }
            while !stopped, send(" ", on: connection) { Thread.sleep(forTimeInterval: 0.1) }
        case .huge:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n", on: connection) else { return }
            let chunk = String(repeating: " ", count: 65_536)
            for _ in 0..<(Self.hugeBytes / chunk.count) {
                guard send("10000\r\n\(chunk)\r\n", on: connection) else { return }
            }
            _ = send("1\r\n]\r\n0\r\n\r\n", on: connection)
        case .declaredHuge:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2147483648\r\n\r\n", on: connection) else { return }
            while !stopped, send(String(repeating: " ", count: 65_536), on: connection) {}
        case .bomb:
            let bomb = Self.gzipBomb
            _ = send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n", on: connection)
                && send(bomb, on: connection)
        case .hugePhoto:
            let size = 25 * 1_048_576
            guard send("HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: \(size)\r\n\r\n", on: connection) else { return }
            let chunk = Data(repeating: 0xFF, count: 65_536)
            for _ in 0..<(size / chunk.count) where send(chunk, on: connection) {}
        case .loop:
            _ = send("HTTP/1.1 302 Found\r\nLocation: \(path)\r\nContent-Length: 0\r\n\r\n", on: connection)
        case let .files(directory):
            let relative = path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
            guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path) else {
                _ = send("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", on: connection)
                return
            }
            _ = send("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n", on: connection)
                && send(bytes, on: connection)
        case let .json(body, status):
            let bytes = Data(body.utf8)
            _ = send("HTTP/1.1 \(status) Hostile\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n", on: connection)
                && send(bytes, on: connection)
        }
    }

    /// 200 MB of spaces, gzipped once per process by the system's gzip.
    private static let gzipBomb: Data = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c 209715200 /dev/zero | tr '\\0' ' ' | gzip -c"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }()

    private func readRequestPath(from connection: Int32) -> String? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while received.range(of: Data("\r\n\r\n".utf8)) == nil, received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(buffer, count: count)
        }
        // The body too: a socket closed with unread bytes resets the connection, and the client would
        // lose what it had not read yet.
        let headers = String(decoding: received, as: UTF8.self).lowercased()
        if let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
           let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
           let headerEnd = received.range(of: Data("\r\n\r\n".utf8))?.upperBound {
            var bodyReceived = received.count - headerEnd
            while bodyReceived < length {
                let count = recv(connection, &buffer, buffer.count, 0)
                guard count > 0 else { return nil }
                bodyReceived += count
            }
        }
        let requestLine = String(decoding: received.prefix { $0 != 0x0D }, as: UTF8.self)
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return String(parts[1])
    }

    private func send(_ text: String, on connection: Int32) -> Bool {
        send(Data(text.utf8), on: connection)
    }

    private func send(_ data: Data, on connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
