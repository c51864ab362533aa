import HTTPTypes
import Hummingbird

/// The paths the router serves and the methods it serves on each (HEAD wherever GET), so a request for
/// a known path with another method can be told apart from an unknown path.
package struct RouteTable: Sendable {
    private struct Entry: Sendable {
        let path: RouterPath
        var methods: Set<HTTPRequest.Method>
    }

    private let entries: [Entry]

    package init<Context>(_ router: Router<Context>) {
        var entries: [Entry] = []
        for route in router.routes {
            if let index = entries.firstIndex(where: { $0.path == route.path }) {
                entries[index].methods.insert(route.method)
            } else {
                entries.append(Entry(path: route.path, methods: [route.method]))
            }
        }
        // The router answers HEAD wherever it answers GET (`autoGenerateHeadEndpoints`).
        self.entries = entries.map { entry in
            var entry = entry
            if entry.methods.contains(.get) { entry.methods.insert(.head) }
            return entry
        }
    }

    /// The methods served on `path`, sorted by name; nil when no route has this path.
    package func methods(forPath path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        let methods = entries.filter { Self.matches($0.path, segments) }.flatMap(\.methods)
        guard !methods.isEmpty else { return nil }
        return Set(methods).sorted { $0.rawValue < $1.rawValue }
    }

    private static func matches(_ pattern: RouterPath, _ segments: [Substring]) -> Bool {
        pattern.components.count == segments.count && zip(pattern.components, segments).allSatisfy { $0 ~= $1 }
    }
}
