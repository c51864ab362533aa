import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 client over one keep-alive connection to a port on 127.0.0.1, for timing the server
/// alone: Foundation's URLSession adds a cost of its own to every request, several times the round
/// trip. It sends requests one at a time, each timed on a thread of its own (its socket calls block, and
/// the server under test needs Swift's shared threads), and reads answers framed by `Content-Length`
/// or chunked.
final class LoopbackHTTPClient: @unchecked Sendable {
    // Unchecked: the connection and its buffer are used by one request at a time (`get` is awaited
    // before the next), each on the thread that request runs on.

    struct Response {
        let status: Int
        let body: [UInt8]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The server closed a kept-alive connection before answering: it may be asked again on a new one.
    private struct ClosedBeforeAnswer: Error {}

    private let port: UInt16
    private let timeout: Int
    private var descriptor: Int32 = -1
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(port: UInt16, timeoutSeconds: Int = 30) {
        self.port = port
        self.timeout = timeoutSeconds
    }

    deinit {
        close()
    }

    /// `target` is the path and query, percent-encoded; the duration is the request's alone.
    func get(_ target: String, clock: ContinuousClock) async throws -> (response: Response, elapsed: Duration) {
        try await timed(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), target: target, clock: clock)
    }

    /// A POST of a JSON body, with the headers given.
    func post(_ target: String, json body: [UInt8], headers: [String: String], clock: ContinuousClock) async throws -> (response: Response, elapsed: Duration) {
        let head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            + headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined() + "\r\n"
        return try await timed(Array(head.utf8) + body, target: target, clock: clock)
    }

    private func timed(_ request: [UInt8], target: String, clock: ContinuousClock) async throws -> (response: Response, elapsed: Duration) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    let start = clock.now
                    let response = try self.exchange(request, for: target)
                    return (response, clock.now - start)
                })
            }
        }
    }

    func close() {
        if descriptor >= 0 {
            #if canImport(Glibc)
            _ = Glibc.close(descriptor)
            #else
            _ = Darwin.close(descriptor)
            #endif
        }
        descriptor = -1
        buffer.removeAll(keepingCapacity: true)
    }

    private func exchange(_ request: [UInt8], for target: String) throws -> Response {
        let isReused = descriptor >= 0
        if !isReused { try connect() }
        do {
            do {
                try send(request)
                return try readResponse()
            } catch is ClosedBeforeAnswer where isReused {
                close()
                try connect()
                try send(request)
                return try readResponse()
            }
        } catch {
            // Whatever is left of the connection cannot carry the next request.
            close()
            if error is ClosedBeforeAnswer { throw Failure(description: "the server closed a new connection before answering \(target)") }
            throw error
        }
    }

    private func connect() throws {
        #if canImport(Glibc)
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socketDescriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketDescriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        descriptor = socketDescriptor
        var noDelay: Int32 = 1
        setsockopt(socketDescriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var waitLimit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &waitLimit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                Darwin.connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close()
            throw Failure(description: "connect to 127.0.0.1:\(port): \(reason)")
        }
    }

    private func send(_ bytes: [UInt8]) throws {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Self.send(descriptor, $0.baseAddress, $0.count, flags) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EPIPE || errno == ECONNRESET { throw ClosedBeforeAnswer() }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    private static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, flags)
        #else
        Darwin.send(descriptor, bytes, count, flags)
        #endif
    }

    /// Reads more bytes into `buffer`. A connection that ends before any byte of the answer arrived
    /// throws `ClosedBeforeAnswer`; one that ends within it, a failure.
    private func receive(answerStarted: Bool) throws {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if !answerStarted, count == 0 || (count < 0 && errno == ECONNRESET) { throw ClosedBeforeAnswer() }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { throw Failure(description: "no answer within \(timeout) s") }
            guard count > 0 else { throw Failure(description: count == 0 ? "the server closed the connection within an answer" : "recv: \(String(cString: strerror(errno)))") }
            buffer.append(contentsOf: chunk[..<count])
            return
        }
    }

    private func readResponse() throws -> Response {
        let headerEnd = try readUntil(Array("\r\n\r\n".utf8), answerStarted: !buffer.isEmpty)
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.first.map(String.init) ?? ""
        let statusParts = statusLine.split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw Failure(description: "not an HTTP response: \(statusLine)")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body: [UInt8]
        if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0 else { throw Failure(description: "a bad Content-Length: \(lengthText)") }
            body = try readBytes(length)
        } else if headers["transfer-encoding"]?.lowercased() == "chunked" {
            body = try readChunkedBody()
        } else {
            throw Failure(description: "an answer with neither Content-Length nor chunked encoding")
        }
        if headers["connection"]?.lowercased() == "close" { close() }
        return Response(status: status, body: body)
    }

    /// The offset in `buffer` where `delimiter` starts, reading until it arrives; `answerStarted` is
    /// false only while the answer's first byte is awaited.
    private func readUntil(_ delimiter: [UInt8], answerStarted: Bool) throws -> Int {
        var searchedUpTo = 0
        while true {
            if buffer.count >= delimiter.count {
                for start in searchedUpTo...(buffer.count - delimiter.count) where buffer[start..<(start + delimiter.count)].elementsEqual(delimiter) {
                    return start
                }
                searchedUpTo = buffer.count - delimiter.count + 1
            }
            try receive(answerStarted: answerStarted || !buffer.isEmpty)
        }
    }

    private func readBytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try receive(answerStarted: true) }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try readLine()
            let sizeText = sizeLine.split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw Failure(description: "a bad chunk size: \(sizeLine)")
            }
            if size == 0 {
                // Trailers, if any, up to an empty line.
                while try !readLine().isEmpty {}
                return body
            }
            body += try readBytes(size)
            guard try readLine().isEmpty else { throw Failure(description: "a chunk longer than its size") }
        }
    }

    private func readLine() throws -> String {
        let end = try readUntil(Array("\r\n".utf8), answerStarted: true)
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 2)
        return line
    }
}
