import Foundation

/// Everything a server wrote on one connection, read as HTTP/1.1 responses.
struct RawHTTPAnswer {
    struct Response {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: Data
        /// Whether the whole body announced has arrived.
        var isComplete = true

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }

        var text: String {
            String(decoding: body, as: UTF8.self)
        }
    }

    let bytes: Data

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// How many responses have arrived whole (head and the body its `Content-Length` announces).
    var completeResponseCount: Int {
        responses.filter(\.isComplete).count
    }

    /// The responses in order; bodies are read by their `Content-Length`.
    var responses: [Response] {
        var responses: [Response] = []
        var rest = bytes[...]
        let separator = Data("\r\n\r\n".utf8)
        while let end = rest.range(of: separator) {
            let lines = String(decoding: rest[rest.startIndex..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            let statusParts = lines[0].split(separator: " ")
            guard statusParts.count >= 2, let status = Int(statusParts[1]) else { break }
            let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
            let bodyStart = end.upperBound
            let bodyEnd = rest.index(bodyStart, offsetBy: length, limitedBy: rest.endIndex) ?? rest.endIndex
            let complete = rest.distance(from: bodyStart, to: bodyEnd) == length
            responses.append(Response(status: status, headers: headers, body: Data(rest[bodyStart..<bodyEnd]), isComplete: complete))
            rest = rest[bodyEnd...]
        }
        return responses
    }
}
