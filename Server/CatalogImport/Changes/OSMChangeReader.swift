import Foundation

/// Reads an osmChange file, gzip-compressed or not (told apart by its first bytes), into an `OSMChange`.
/// A diff is read whole: replication's are a few megabytes; one that inflates beyond `inflatedLimit` is
/// refused.
enum OSMChangeReader {
    static let inflatedLimit = 512 << 20

    static func read(_ bytes: [UInt8]) throws(OSMImportError) -> OSMChange {
        let text = GzipInflater.isGzip(bytes) ? try GzipInflater.inflate(bytes, limit: inflatedLimit) : bytes
        var tokens = try OSMXMLTokenizer(source: .data(Data(text)))
        var change = OSMChange()
        var root: String?
        var action: OSMChange.Action?
        var element: OSMChange.Element?
        var closed = false
        let timestamps = Date.ISO8601FormatStyle()
        while let token = try tokens.next() {
            switch token {
            case let .start(name, attributes, closed):
                guard root != nil else {
                    guard name == "osmChange" else {
                        throw .unreadableOSMChange(reason: "its root is <\(name)>, not <osmChange>: an OSM diff (.osc or .osc.gz) is needed")
                    }
                    root = name
                    continue
                }
                if let section = OSMChange.Action(rawValue: name) {
                    action = section
                } else if let kind = OSMMember.Kind(name: name) {
                    guard let action else { throw .unreadableOSMChange(reason: "a <\(name)> outside <create>, <modify> and <delete>") }
                    guard element == nil else { throw .unreadableOSMChange(reason: "a <\(name)> inside another element") }
                    let started = try Self.element(kind, action, attributes)
                    if let edited = attributes["timestamp"].flatMap({ try? timestamps.parse($0) }), edited > change.newestEdit ?? .distantPast {
                        change.newestEdit = edited
                    }
                    if closed { change.elements.append(started) } else { element = started }
                } else if name == "tag", let key = attributes["k"], let value = attributes["v"] {
                    element?.tags[key] = value
                } else if name == "nd", let reference = attributes["ref"].flatMap(Int64.init) {
                    element?.nodeIDs.append(reference)
                } else if name == "member", let kind = attributes["type"].flatMap(OSMMember.Kind.init(name:)),
                          let reference = attributes["ref"].flatMap(Int64.init) {
                    element?.members.append(OSMMember(kind: kind, id: reference, role: attributes["role"] ?? ""))
                }
            case let .end(name):
                if name == "osmChange" { closed = true }
                if OSMMember.Kind(name: name) != nil, let finished = element {
                    change.elements.append(finished)
                    element = nil
                } else if OSMChange.Action(rawValue: name) != nil {
                    action = nil
                }
            }
        }
        guard root != nil else { throw .unreadableOSMChange(reason: "it holds no <osmChange> element") }
        // A file cut short is refused whole, never applied in part.
        guard closed, element == nil else { throw .unreadableOSMChange(reason: "it is cut short (its </osmChange> is missing)") }
        return change
    }

    private static func element(
        _ kind: OSMMember.Kind, _ action: OSMChange.Action, _ attributes: [String: String]
    ) throws(OSMImportError) -> OSMChange.Element {
        guard let id = attributes["id"].flatMap(Int64.init) else { throw .unreadableOSMChange(reason: "a <\(kind.name)> without a numeric id") }
        var element = OSMChange.Element(action: action, kind: kind, id: id)
        if kind == .node, action != .delete {
            guard let latitude = attributes["lat"], let longitude = attributes["lon"],
                  let position = OSMPosition(latitudeText: latitude, longitudeText: longitude) else {
                throw .unreadableOSMChange(reason: "node \(id) has no valid lat and lon")
            }
            element.position = position
        }
        return element
    }
}
