/// An OSM XML file (`.osm`, as the OSM website, JOSM and osmium write them) read in passes like a PBF
/// file: `<node>`, `<way>` with its `<nd>`s and `<relation>` with its `<member>`s, each with its `<tag>`s.
struct OSMXMLFile: OSMElementPasses {
    let source: OSMExportSource

    /// Whether the file starts (after a byte order mark and blanks) with an XML declaration or `<osm`.
    static func isOSMXML(_ source: OSMExportSource) -> Bool {
        guard let reader = try? OSMExportChunkReader(source, chunkSize: 256) else { return false }
        var start: [UInt8] = []
        while start.count < 256, (try? reader.read(appendingTo: &start)) == true {}
        let text = String(decoding: start.prefix(256), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return text.hasPrefix("<?xml") || text.hasPrefix("<osm")
    }

    func pass(with handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(OSMImportError) {
        var tokens = try OSMXMLTokenizer(source: source)
        var element: Element?
        var root: String?
        while let token = try tokens.next() {
            switch token {
            case let .start(name, attributes, closed):
                if root == nil {
                    guard name == "osm" else { throw .unsupportedDocument(reason: "an XML document whose root is <\(name)>, not <osm>") }
                    root = name
                    continue
                }
                switch name {
                case "node", "way", "relation":
                    guard element == nil else { throw .unreadableOSMXML(reason: "a <\(name)> inside another element") }
                    element = try Element(name, attributes)
                    if closed, let finished = element.take() { try finished.hand(to: &handler, filter: filter) }
                case "tag":
                    if let key = attributes["k"], let value = attributes["v"] { element?.tags[key] = value }
                case "nd":
                    if let reference = attributes["ref"].flatMap(Int64.init) { element?.nodeIDs.append(reference) }
                case "member":
                    if let member = OSMMember(xmlAttributes: attributes) { element?.members.append(member) }
                default:
                    break
                }
            case let .end(name):
                if ["node", "way", "relation"].contains(name), let finished = element.take() { try finished.hand(to: &handler, filter: filter) }
            }
        }
        guard root != nil else { throw .unreadableOSMXML(reason: "the file holds no <osm> element") }
    }

    private struct Element {
        let kind: String
        let id: Int64
        let position: OSMPosition?
        var tags: [String: String] = [:]
        var nodeIDs: [Int64] = []
        var members: [OSMMember] = []

        init(_ kind: String, _ attributes: [String: String]) throws(OSMImportError) {
            guard let id = attributes["id"].flatMap(Int64.init) else { throw .unreadableOSMXML(reason: "a <\(kind)> without a numeric id") }
            self.kind = kind
            self.id = id
            guard let latitudeText = attributes["lat"], let longitudeText = attributes["lon"] else {
                position = nil
                return
            }
            guard let position = OSMPosition(latitudeText: latitudeText, longitudeText: longitudeText) else {
                throw .unreadableOSMXML(reason: "\(kind) \(id) has an invalid lat or lon (\(latitudeText), \(longitudeText))")
            }
            self.position = position
        }

        func hand(to handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(OSMImportError) {
            let placeTags = filter.accepts(tags) ? tags : nil
            let nodeIDs = self.nodeIDs, members = self.members
            if kind == "node", handler.readsNodes {
                guard let position else { throw .unreadableOSMXML(reason: "node \(id) has no lat and lon") }
                handler.node(id: id, position: position, tags: placeTags)
                return
            }
            // The handler's errors are those of decoding PBF values; XML's are decoded already.
            do throws(PBFError) {
                switch kind {
                case "way" where handler.readsWays:
                    try handler.way(id: id, tags: placeTags, nodeIDs: OSMLazyValues { nodeIDs })
                case "relation" where handler.readsRelations:
                    try handler.relation(id: id, tags: placeTags, members: OSMLazyValues { members })
                default:
                    break
                }
            } catch {
                throw .unreadableOSMXML(reason: error.reason)
            }
        }
    }
}

private extension OSMMember {
    init?(xmlAttributes attributes: [String: String]) {
        guard let kind = attributes["type"].flatMap(Kind.init(name:)), let id = attributes["ref"].flatMap(Int64.init) else { return nil }
        self.init(kind: kind, id: id, role: attributes["role"] ?? "")
    }
}

private extension Optional {
    /// The value, leaving nil behind.
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
