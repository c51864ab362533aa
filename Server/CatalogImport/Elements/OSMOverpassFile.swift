import ServerJSON

/// An Overpass JSON export read in passes like a PBF file, for the ways and relations it gives only by
/// their nodes and members (`out body` with `>;`, no `out center`): nodes with `lat`/`lon`, ways with
/// `nodes`, relations with `members`. Every tagged element is handed on with its tags, since such an
/// export is filtered already (see `OSMImporter.Options.amenities`); an element that is not an OSM
/// element is left to the record pass, which says why it was skipped.
struct OSMOverpassFile: OSMElementPasses {
    let source: OSMExportSource
    let chunkSize: Int

    func pass(with handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(OSMImportError) {
        var stream = try OSMElementStream(source: source, chunkSize: chunkSize)
        while let element = try stream.nextElement() {
            guard let kind = element["type"]?.string, let id = element["id"]?.double.flatMap(Int64.init(exactly:)) else { continue }
            let tags = OSMDocumentReader.tags(element["tags"] ?? .null)
            let placeTags = tags.isEmpty ? nil : tags
            // The handler's errors are those of decoding PBF values; these are decoded already.
            do throws(PBFError) {
                switch kind {
                case "node" where handler.readsNodes:
                    if let latitude = element["lat"]?.double, let longitude = element["lon"]?.double,
                       let position = OSMPosition(degreesLatitude: latitude, longitude: longitude) {
                        handler.node(id: id, position: position, tags: placeTags)
                    }
                case "way" where handler.readsWays:
                    let nodeIDs = (element["nodes"]?.array ?? []).compactMap { $0.double.flatMap(Int64.init(exactly:)) }
                    try handler.way(id: id, tags: placeTags, nodeIDs: OSMLazyValues { nodeIDs })
                case "relation" where handler.readsRelations:
                    let members = (element["members"]?.array ?? []).compactMap(OSMMember.init(overpass:))
                    try handler.relation(id: id, tags: placeTags, members: OSMLazyValues { members })
                default:
                    break
                }
            } catch {
                throw .unsupportedDocument(reason: error.reason)
            }
        }
    }
}

private extension OSMMember {
    /// Overpass's `{"type": "way", "ref": 123, "role": "outer"}`.
    init?(overpass member: ImportedJSONValue) {
        guard let kind = member["type"]?.string.flatMap(Kind.init(name:)),
              let id = member["ref"]?.double.flatMap(Int64.init(exactly:))
        else { return nil }
        self.init(kind: kind, id: id, role: member["role"]?.string ?? "")
    }
}
