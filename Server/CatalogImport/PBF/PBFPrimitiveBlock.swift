/// One `OSMData` blob's `PrimitiveBlock`: its string table, its coordinate scale and its groups of
/// nodes (plain or dense), ways and relations, handed to a pass element by element.
struct PBFPrimitiveBlock {
    private var strings: [String] = []
    private var granularity: Int64 = 100
    private var latitudeOffset: Int64 = 0
    private var longitudeOffset: Int64 = 0
    private var groups: [ProtobufReader] = []

    init(_ data: [UInt8]) throws(PBFError) {
        var block = ProtobufReader(data)
        while let field = try block.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited):
                var table = try block.message()
                while let entry = try table.nextField() {
                    if entry.number == 1, entry.type == .lengthDelimited { strings.append(try table.string()) } else { try table.skip(entry.type) }
                }
            case (2, .lengthDelimited): groups.append(try block.message())
            case (17, .varint): granularity = try block.integer()
            case (19, .varint): latitudeOffset = try block.integer()
            case (20, .varint): longitudeOffset = try block.integer()
            default: try block.skip(field.type)
            }
        }
        guard granularity > 0 else { throw .malformed("a block's granularity is \(granularity)") }
    }

    func visit(with handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(PBFError) {
        let places = filter.indexes(in: strings)
        for var group in groups {
            while let field = try group.nextField() {
                switch (field.number, field.type) {
                case (1, .lengthDelimited) where handler.readsNodes: try node(try group.message(), handler: &handler, places: places)
                case (2, .lengthDelimited) where handler.readsNodes: try denseNodes(try group.message(), handler: &handler, places: places)
                case (3, .lengthDelimited) where handler.readsWays: try way(try group.message(), handler: &handler, places: places)
                case (4, .lengthDelimited) where handler.readsRelations: try relation(try group.message(), handler: &handler, places: places)
                default: try group.skip(field.type)
                }
            }
        }
    }

    private func position(latitude: Int64, longitude: Int64) -> OSMPosition {
        OSMPosition(latitude: latitudeOffset &+ granularity &* latitude, longitude: longitudeOffset &+ granularity &* longitude)
    }

    private func node(_ message: ProtobufReader, handler: inout some OSMElementHandler, places: OSMPlaceFilter.BlockIndexes?) throws(PBFError) {
        var node = message
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var keys: [Int64] = [], values: [Int64] = []
        while let field = try node.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = try node.signedVarint()
            case (2, .lengthDelimited): keys = try node.packedIntegers(signed: false)
            case (3, .lengthDelimited): values = try node.packedIntegers(signed: false)
            case (8, .varint): latitude = try node.signedVarint()
            case (9, .varint): longitude = try node.signedVarint()
            default: try node.skip(field.type)
            }
        }
        let tags = try placeTags(keys: keys, values: values, places: places)
        handler.node(id: id, position: position(latitude: latitude, longitude: longitude), tags: tags)
    }

    private func denseNodes(_ message: ProtobufReader, handler: inout some OSMElementHandler, places: OSMPlaceFilter.BlockIndexes?) throws(PBFError) {
        var dense = message
        var ids: [Int64] = [], latitudes: [Int64] = [], longitudes: [Int64] = [], keysAndValues: [Int64] = []
        while let field = try dense.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): ids = try dense.packedIntegers(signed: true)
            case (8, .lengthDelimited): latitudes = try dense.packedIntegers(signed: true)
            case (9, .lengthDelimited): longitudes = try dense.packedIntegers(signed: true)
            case (10, .lengthDelimited): keysAndValues = try dense.packedIntegers(signed: false)
            default: try dense.skip(field.type)
            }
        }
        guard latitudes.count == ids.count, longitudes.count == ids.count else { throw .malformed("dense nodes with \(ids.count) ids and \(latitudes.count) positions") }
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var tagCursor = 0
        for index in ids.indices {
            id &+= ids[index]
            latitude &+= latitudes[index]
            longitude &+= longitudes[index]
            var tags: [String: String]?
            if !keysAndValues.isEmpty {
                let start = tagCursor
                while tagCursor < keysAndValues.count, keysAndValues[tagCursor] != 0 { tagCursor += 2 }
                guard tagCursor < keysAndValues.count else { throw .malformed("dense nodes' tags end without their terminator") }
                let pairs = keysAndValues[start..<tagCursor]
                tagCursor += 1
                tags = try placeTags(
                    keys: stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map { pairs[$0] },
                    values: stride(from: pairs.startIndex + 1, to: pairs.endIndex, by: 2).map { pairs[$0] },
                    places: places
                )
            }
            handler.node(id: id, position: position(latitude: latitude, longitude: longitude), tags: tags)
        }
    }

    private func way(_ message: ProtobufReader, handler: inout some OSMElementHandler, places: OSMPlaceFilter.BlockIndexes?) throws(PBFError) {
        var way = message
        var id: Int64 = 0
        var keys: [Int64] = [], values: [Int64] = []
        var references = ProtobufReader([])
        while let field = try way.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = try way.integer()
            case (2, .lengthDelimited): keys = try way.packedIntegers(signed: false)
            case (3, .lengthDelimited): values = try way.packedIntegers(signed: false)
            case (8, .lengthDelimited): references = try way.message()
            default: try way.skip(field.type)
            }
        }
        let nodeIDs = OSMLazyValues { () throws(PBFError) -> [Int64] in
            var reader = references
            var ids: [Int64] = []
            var id: Int64 = 0
            while !reader.isAtEnd {
                id &+= try reader.signedVarint()
                ids.append(id)
            }
            return ids
        }
        try handler.way(id: id, tags: try placeTags(keys: keys, values: values, places: places), nodeIDs: nodeIDs)
    }

    private func relation(_ message: ProtobufReader, handler: inout some OSMElementHandler, places: OSMPlaceFilter.BlockIndexes?) throws(PBFError) {
        var relation = message
        var id: Int64 = 0
        var keys: [Int64] = [], values: [Int64] = []
        var roles = ProtobufReader([]), memberIDs = ProtobufReader([]), kinds = ProtobufReader([])
        while let field = try relation.nextField() {
            switch (field.number, field.type) {
            case (1, .varint): id = try relation.integer()
            case (2, .lengthDelimited): keys = try relation.packedIntegers(signed: false)
            case (3, .lengthDelimited): values = try relation.packedIntegers(signed: false)
            case (8, .lengthDelimited): roles = try relation.message()
            case (9, .lengthDelimited): memberIDs = try relation.message()
            case (10, .lengthDelimited): kinds = try relation.message()
            default: try relation.skip(field.type)
            }
        }
        let strings = self.strings
        let members = OSMLazyValues { () throws(PBFError) -> [OSMMember] in
            var roles = roles, memberIDs = memberIDs, kinds = kinds
            var members: [OSMMember] = []
            var memberID: Int64 = 0
            let differ = PBFError.malformed("relation \(id)'s members, roles and types differ in number")
            while !memberIDs.isAtEnd {
                memberID &+= try memberIDs.signedVarint()
                guard !roles.isAtEnd, !kinds.isAtEnd else { throw differ }
                let role = try roles.integer()
                guard let kind = OSMMember.Kind(rawValue: try kinds.integer()), strings.indices.contains(Int(truncatingIfNeeded: role)) else {
                    throw .malformed("a member of a relation has an unknown type or role")
                }
                members.append(OSMMember(kind: kind, id: memberID, role: strings[Int(role)]))
            }
            guard roles.isAtEnd, kinds.isAtEnd else { throw differ }
            return members
        }
        try handler.relation(id: id, tags: try placeTags(keys: keys, values: values, places: places), members: members)
    }

    /// Every tag of an element the filter reads, as text; nil for any other element.
    private func placeTags(keys: [Int64], values: [Int64], places: OSMPlaceFilter.BlockIndexes?) throws(PBFError) -> [String: String]? {
        guard let places, !keys.isEmpty else { return nil }
        guard keys.count == values.count else { throw .malformed("an element with \(keys.count) tag keys and \(values.count) values") }
        guard places.mayAccept(keys: keys, values: values) else { return nil }
        var tags: [String: String] = [:]
        for (key, value) in zip(keys, values) {
            guard let keyText = strings.element(at: key) else { throw .malformed("a tag refers to string \(key) of a table of \(strings.count)") }
            guard let valueText = strings.element(at: value) else { throw .malformed("a tag refers to string \(value) of a table of \(strings.count)") }
            tags[keyText] = valueText
        }
        return places.filter.accepts(tags) ? tags : nil
    }
}

private extension [String] {
    func element(at index: Int64) -> String? {
        index >= 0 && index < count ? self[Int(index)] : nil
    }
}
