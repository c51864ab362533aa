import ServerJSON

extension JSONValue {
    /// The value with only the members the paths select (each path a member and its sub-members; an
    /// empty path selects everything below). Arrays of objects are selected element by element.
    func selecting(_ paths: [[String]]) -> JSONValue {
        if paths.contains(where: \.isEmpty) { return self }
        switch self {
        case let .object(members):
            let selected: [(key: String, value: JSONValue)] = members.compactMap { member in
                let below = paths.filter { $0.first == member.key }.map { Array($0.dropFirst()) }
                guard !below.isEmpty else { return nil }
                return (key: member.key, value: member.value.selecting(below))
            }
            return .object(selected)
        case let .array(elements):
            return .array(elements.map { $0.selecting(paths) })
        default:
            return self
        }
    }
}
