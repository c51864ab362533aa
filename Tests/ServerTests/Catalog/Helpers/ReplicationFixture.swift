import Foundation
import TestSupport
import XCTest

/// A replication in Osmosis' layout on disk (`state.txt`, `000/000/001.osc.gz` and its `.state.txt`),
/// gzipped by the system's gzip: diff 1 creates Linde, diff 2 creates Adler with an edit older than
/// Linde's (sequence numbers, not timestamps, order diffs), diff 3 deletes Linde.
struct ReplicationFixture {
    let directory: URL

    static let diffs = [
        (sequence: 1, timestamp: "2026-11-01T10:00:00Z", body: #"""
            <create><node id="10" version="1" timestamp="2026-11-01T10:00:00Z" lat="47.14" lon="9.52">
              <tag k="amenity" v="restaurant"/><tag k="name" v="Linde"/></node></create>
            """#),
        (sequence: 2, timestamp: "2026-11-01T10:01:00Z", body: #"""
            <create><node id="11" version="1" timestamp="2026-11-01T09:00:00Z" lat="47.141" lon="9.521">
              <tag k="amenity" v="restaurant"/><tag k="name" v="Adler"/></node></create>
            """#),
        (sequence: 3, timestamp: "2026-11-01T11:00:00Z", body: #"""
            <delete><node id="10" version="2" timestamp="2026-11-01T11:00:00Z" lat="47.14" lon="9.52"/></delete>
            """#),
    ]

    /// The replication with its diffs up to `newest`.
    static func make(in directory: URL, upTo newest: Int = 3) throws -> ReplicationFixture {
        let fixture = ReplicationFixture(directory: directory)
        try fixture.publish(upTo: newest)
        return fixture
    }

    /// Writes the diffs up to `newest` (those not written yet) and a `state.txt` naming it.
    func publish(upTo newest: Int) throws {
        for diff in Self.diffs where diff.sequence <= newest {
            let base = directory.appendingPathComponent(String(format: "000/000/%03d", diff.sequence))
            try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
            let plain = base.appendingPathExtension("osc")
            guard !FileManager.default.fileExists(atPath: plain.appendingPathExtension("gz").path) else { continue }
            try Data("<?xml version='1.0' encoding='UTF-8'?>\n<osmChange version=\"0.6\">\n\(diff.body)\n</osmChange>\n".utf8).write(to: plain)
            let gzip = try ProcessRunner.run(URL(fileURLWithPath: "/bin/gzip"), arguments: ["-n", plain.path])
            XCTAssertEqual(gzip.status, 0, gzip.stderr)
            try Data(Self.state(diff.sequence, diff.timestamp).utf8).write(to: base.appendingPathExtension("state.txt"))
        }
        let newestDiff = Self.diffs[newest - 1]
        try Data(Self.state(newestDiff.sequence, newestDiff.timestamp).utf8).write(to: directory.appendingPathComponent("state.txt"))
    }

    private static func state(_ sequence: Int, _ timestamp: String) -> String {
        "#Sun Nov 01 10:00:00 UTC 2026\nsequenceNumber=\(sequence)\ntimestamp=\(timestamp.replacingOccurrences(of: ":", with: "\\:"))\n"
    }
}
