import CatalogDomain
import Foundation
import TestSupport
import XCTest

/// What osmium (Debian's osmium-tool, the reference reader of OSM files) finds in a file: the
/// elements tagged `amenity=restaurant` (or as asked) and, for ways, their nodes' positions; read from its
/// OPL output.
struct OsmiumReference {
    struct Element {
        let osmID: String
        let tags: [String: String]
        /// A node's position; a way's nodes' positions (those the file holds).
        let points: [GeoPoint]
    }

    let nodes: [Element]
    let ways: [Element]
    let relations: [Element]

    /// The file's restaurants with the nodes their ways need, in another format (chosen by the extension
    /// of `output`), written by osmium.
    static func restaurantsWithTheirNodes(of file: URL, writtenTo output: URL, testFile: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessRunner.run(
            try osmium(testFile: testFile, line: line), arguments: ["tags-filter", file.path, "nwr/amenity=restaurant", "-o", output.path, "--overwrite"]
        )
        guard result.status == 0 else { throw XCTSkip("osmium failed (\(result.status)): \(result.stderr)") }
    }

    /// The file's restaurants as Overpass gives them to `out body` with `>;`: the ways and relations by
    /// their nodes and members, with no centre, followed by every node they need (from osmium's OPL).
    static func restaurantsAsOverpassJSONWithoutCentres(of file: URL, writtenTo output: URL, testFile: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessRunner.run(
            try osmium(testFile: testFile, line: line), arguments: ["tags-filter", file.path, "nwr/amenity=restaurant", "-f", "opl", "-o", "-"]
        )
        guard result.status == 0 else { throw XCTSkip("osmium failed (\(result.status)): \(result.stderr)") }
        var outlines: [[String: Any]] = [], nodes: [[String: Any]] = []
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let first = fields.first, let kind = first.first, let id = Int64(first.dropFirst()) else { continue }
            let value = { (prefix: Character) in fields.first { $0.first == prefix }.map { String($0.dropFirst()) } ?? "" }
            var element: [String: Any] = ["id": id]
            let tags = Self.tags(value("T"))
            if !tags.isEmpty { element["tags"] = tags }
            switch kind {
            case "n":
                element["type"] = "node"
                element["lat"] = Double(value("y"))
                element["lon"] = Double(value("x"))
                nodes.append(element)
            case "w":
                element["type"] = "way"
                element["nodes"] = value("N").split(separator: ",").compactMap { Int64($0.dropFirst()) }
                outlines.append(element)
            default:
                element["type"] = "relation"
                element["members"] = value("M").split(separator: ",").map { member -> [String: Any] in
                    let parts = member.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
                    let type = ["n": "node", "w": "way", "r": "relation"][parts[0].first.map(String.init) ?? ""] ?? "node"
                    return ["type": type, "ref": Int64(parts[0].dropFirst()) ?? 0, "role": parts.count > 1 ? unescaped(String(parts[1])) : ""]
                }
                outlines.append(element)
            }
        }
        let document: [String: Any] = ["version": 0.6, "generator": "Overpass API", "elements": outlines + nodes]
        try JSONSerialization.data(withJSONObject: document).write(to: output)
    }

    static func restaurants(in file: URL, testFile: StaticString = #filePath, line: UInt = #line) throws -> OsmiumReference {
        try elements(in: file, matching: "nwr/amenity=restaurant", testFile: testFile, line: line) { $0["amenity"] == "restaurant" }
    }

    /// The elements an `osmium tags-filter` expression selects whose tags `keep` accepts (the expression
    /// also brings the nodes ways need, which are not kept unless tagged so).
    static func elements(
        in file: URL, matching expression: String, testFile: StaticString = #filePath, line: UInt = #line,
        keep: ([String: String]) -> Bool
    ) throws -> OsmiumReference {
        let result = try ProcessRunner.run(
            try osmium(testFile: testFile, line: line), arguments: ["tags-filter", file.path, expression, "-f", "opl", "-o", "-"]
        )
        guard result.status == 0 else { throw XCTSkip("osmium failed (\(result.status)): \(result.stderr)") }
        var positions: [String: GeoPoint] = [:]
        var elements: [(id: String, tags: [String: String], nodeIDs: [String])] = []
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let first = fields.first, let kind = first.first else { continue }
            let id = String(first.dropFirst())
            let value = { (prefix: Character) in fields.first { $0.first == prefix }.map { String($0.dropFirst()) } }
            let tags = Self.tags(value("T") ?? "")
            if kind == "n", let x = value("x").flatMap(Double.init), let y = value("y").flatMap(Double.init) {
                positions["n\(id)"] = GeoPoint(latitude: y, longitude: x)
            }
            guard keep(tags) else { continue }
            let osmID = ["n": "node", "w": "way", "r": "relation"][kind].map { "\($0)/\(id)" } ?? id
            elements.append((osmID, tags, kind == "n" ? ["n\(id)"] : (value("N") ?? "").split(separator: ",").map(String.init)))
        }
        let resolved = elements.map { Element(osmID: $0.id, tags: $0.tags, points: $0.nodeIDs.compactMap { positions[$0] }) }
        return OsmiumReference(
            nodes: resolved.filter { $0.osmID.hasPrefix("node/") },
            ways: resolved.filter { $0.osmID.hasPrefix("way/") },
            relations: resolved.filter { $0.osmID.hasPrefix("relation/") }
        )
    }

    /// The header's `osmosis_replication_timestamp`, as osmium prints it (ISO 8601).
    static func replicationTimestamp(of file: URL, testFile: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try ProcessRunner.run(
            try osmium(testFile: testFile, line: line), arguments: ["fileinfo", "-g", "header.option.osmosis_replication_timestamp", file.path]
        )
        guard result.status == 0 else { throw XCTSkip("osmium failed (\(result.status)): \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func osmium(testFile: StaticString, line: UInt) throws -> URL {
        guard let osmium = ["/usr/bin/osmium", "/usr/local/bin/osmium"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            let why = "osmium is not installed (Debian's osmium-tool; scripts/setup --test installs it)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("The OSM reference tests must run under CI=true, but \(why).", file: testFile, line: line) }
            throw XCTSkip("Skipped: \(why).")
        }
        return URL(fileURLWithPath: osmium)
    }

    /// OPL's tags: `k=v` pairs separated by commas, with `%hex%` standing for any character that is not plain.
    private static func tags(_ text: String) -> [String: String] {
        var tags: [String: String] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { unescaped(String($0)) }
            if parts.count == 2 { tags[parts[0]] = parts[1] }
        }
        return tags
    }

    private static func unescaped(_ text: String) -> String {
        let parts = text.split(separator: "%", omittingEmptySubsequences: false)
        var result = ""
        for (index, part) in parts.enumerated() {
            if index.isMultiple(of: 2) {
                result += part
            } else if let code = UInt32(part, radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
