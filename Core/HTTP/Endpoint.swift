import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request of a wire contract, independent of which server answers it: the base URL is always
/// given when the request is made, never part of the endpoint.
public protocol Endpoint: Sendable {
    var path: String { get }
    /// The path's segments, each percent-encoded on its own (so a `/` inside an id stays in its
    /// segment). By default, `path` split at its slashes.
    var pathSegments: [String] { get }
    var method: HTTPMethod { get }
    var queryItems: [URLQueryItem] { get }
    var body: (any Encodable & Sendable)? { get }
    /// Extra request headers (e.g. an API key that must not travel in the URL).
    var headers: [String: String] { get }
}

extension Endpoint {
    public var pathSegments: [String] {
        path.split(separator: "/").map(String.init)
    }

    public var queryItems: [URLQueryItem] { [] }
    public var body: (any Encodable & Sendable)? { nil }
    public var headers: [String: String] { [:] }

    public func urlRequest(baseURL: URL) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw EndpointError.invalidBaseURL
        }
        let basePath = components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast())
            : components.percentEncodedPath
        components.percentEncodedPath = basePath + "/" + pathSegments.map(Self.percentEncodedPathSegment).joined(separator: "/")
        if !queryItems.isEmpty {
            components.percentEncodedQuery = queryItems
                .map { "\(Self.percentEncoded($0.name))=\(Self.percentEncoded($0.value ?? ""))" }
                .joined(separator: "&")
        }
        guard let url = components.url else { throw EndpointError.invalidBaseURL }

        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body {
            request.httpBody = try JSONEncoder.wire.encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    /// RFC 3986 unreserved characters stay; everything else (`+`, `&`, `,`, spaces) is escaped.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved) ?? text
    }

    /// A path segment may also hold `:` and `@` as they are (RFC 3986 `pchar`): Google's custom methods
    /// such as `places:searchNearby` are routed by that colon.
    static func percentEncodedPathSegment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .rfc3986PathSegment) ?? text
    }
}

extension CharacterSet {
    static let rfc3986Unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    static let rfc3986PathSegment = rfc3986Unreserved.union(CharacterSet(charactersIn: ":@"))
}

extension JSONEncoder {
    /// Request bodies as the Foodybite API expects them: ISO 8601 dates without fractions, base64 data.
    public static var wire: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension JSONDecoder {
    /// Response bodies: ISO 8601 dates with or without fractional seconds.
    public static var wire: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = ISO8601Timestamp.date(from: text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        return decoder
    }
}
