import Foundation

extension GazetteerEntry {
    /// The other names as stored: a JSON object by language, NULL when there are none.
    public var otherNamesStorageText: String? {
        guard !otherNames.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(otherNames)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// An entry as stored; nil when its kind is one this server does not know (written by a newer one).
    public init?(
        key: String, kindText: String, name: String, otherNamesText: String?, latitude: Double, longitude: Double, area: String?
    ) {
        guard let kind = Kind(rawValue: kindText) else { return nil }
        let otherNames = otherNamesText.flatMap { $0.data(using: .utf8) }.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
        self.init(
            key: key, kind: kind, name: name, otherNames: otherNames ?? [:], location: GeoPoint(latitude: latitude, longitude: longitude), area: area
        )
    }

    /// The kind's place in `Kind.allCases`, stored so that lookups order larger places first.
    public var kindRank: Int { Kind.allCases.firstIndex(of: kind)! }
}
