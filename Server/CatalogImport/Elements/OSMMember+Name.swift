/// A member kind by the name OSM XML and osmChange give it.
extension OSMMember.Kind {
    var name: String {
        switch self {
        case .node: "node"
        case .way: "way"
        case .relation: "relation"
        }
    }

    init?(name: String) {
        switch name {
        case "node": self = .node
        case "way": self = .way
        case "relation": self = .relation
        default: return nil
        }
    }
}
