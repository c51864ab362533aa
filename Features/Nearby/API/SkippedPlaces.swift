/// Places a server listed in a shape this client cannot read (a field of the wrong type): dropped from
/// the list, and said, so that an answer that lost them never passes for a complete one.
enum SkippedPlaces {
    static func reason(count: Int) -> String? {
        guard count > 0 else { return nil }
        return "the server's answer did not have the expected shape: \(count) \(count == 1 ? "place" : "places") skipped"
    }

    static func joining(_ reasons: String?...) -> String? {
        let given = reasons.compactMap { $0 }
        return given.isEmpty ? nil : given.joined(separator: "; ")
    }
}
