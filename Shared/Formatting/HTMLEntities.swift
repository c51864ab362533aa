/// Turns the HTML entities some services leave in plain text (`&amp;`, `&#39;`) back into characters.
public enum HTMLEntities {
    private static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]

    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].prefix(10).firstIndex(of: ";") {
                let entity = String(text[text.index(after: index)..<semicolon])
                if let replacement = replacement(for: entity) {
                    result += replacement
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    private static func replacement(for entity: String) -> String? {
        if let named = named[entity] { return named }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String($0) }
    }
}
