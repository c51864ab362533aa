import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to the server over a plain TCP socket, exactly as given (malformed requests included),
/// and reads what comes back until the server closes the connection.
struct RawSocketClient {
    let port: Int

    /// How the client leaves after writing the request.
    enum Ending {
        /// Waits for the answer and reads until the server closes the connection (or the timeout).
        case readAnswer
        /// Closes the connection at once, without reading.
        case close
        /// Closes the connection with a reset (RST), without reading.
        case reset
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(baseURL: URL) {
        self.port = baseURL.port ?? 80
    }

    /// The raw bytes the server answered (empty when `ending` is not `.readAnswer`).
    func exchange(_ request: Data, ending: Ending = .readAnswer, timeout: TimeInterval = 10) async throws -> RawHTTPAnswer {
        let port = port
        let bytes = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            // Blocking socket calls run on their own thread, never on the server's or the test's executor.
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.exchange(request, port: port, ending: ending, timeout: timeout) })
            }
        }
        return RawHTTPAnswer(bytes: bytes)
    }

    func exchange(_ request: String, ending: Ending = .readAnswer, timeout: TimeInterval = 10) async throws -> RawHTTPAnswer {
        try await exchange(Data(request.utf8), ending: ending, timeout: timeout)
    }

    /// Sends each request on one kept-alive connection once the answer to the one before has arrived,
    /// as a client that does not pipeline would; reads until the server closes the connection.
    func conversation(_ requests: [String], timeout: TimeInterval = 10) async throws -> RawHTTPAnswer {
        let port = port
        let bytes = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    try Self.exchange(requests.map { Data($0.utf8) }, port: port, ending: .readAnswer, timeout: timeout)
                })
            }
        }
        return RawHTTPAnswer(bytes: bytes)
    }

    private static func exchange(_ request: Data, port: Int, ending: Ending, timeout: TimeInterval) throws -> Data {
        try exchange([request], port: port, ending: ending, timeout: timeout)
    }

    private static func exchange(_ requests: [Data], port: Int, ending: Ending, timeout: TimeInterval) throws -> Data {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        defer { close(descriptor) }

        var seconds = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect() failed: errno \(errno)") }

        var answer = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        for (index, request) in requests.enumerated() {
            try request.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                    guard written > 0 else { throw Failure(description: "send() failed: errno \(errno)") }
                    offset += written
                }
            }
            // Before the next request, wait for the complete answer to this one.
            while index < requests.count - 1, RawHTTPAnswer(bytes: answer).completeResponseCount <= index {
                let count = recv(descriptor, &chunk, chunk.count, 0)
                guard count > 0 else { throw Failure(description: "the server closed the connection after \(answer.count) bytes") }
                answer.append(contentsOf: chunk[0..<count])
            }
        }

        switch ending {
        case .close:
            return Data()
        case .reset:
            var abortive = linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abortive, socklen_t(MemoryLayout<linger>.size))
            return Data()
        case .readAnswer:
            while true {
                let count = recv(descriptor, &chunk, chunk.count, 0)
                if count > 0 {
                    answer.append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno == ECONNRESET {
                    return answer
                } else {
                    throw Failure(description: "recv() failed after \(answer.count) bytes: errno \(errno)")
                }
            }
        }
    }
}
