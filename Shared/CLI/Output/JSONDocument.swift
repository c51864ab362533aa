import Foundation

/// The one JSON document a `--json` command prints: stable key order, ISO 8601 dates, one trailing newline.
/// Characters a terminal would act on are written as `\\u` escapes: the encoder escapes C0 controls
/// itself; C1 controls, DEL, line separators and bidi controls are escaped here, so the document says
/// exactly what the server sent without sending it to the terminal.
public enum JSONDocument {
    public static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        return escapingTerminalControls(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// Outside strings a JSON document is ASCII without controls, so every such character is inside a
    /// string, where `\\uXXXX` means the same character.
    private static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isTerminalControl) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if isTerminalControl(scalar) {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
