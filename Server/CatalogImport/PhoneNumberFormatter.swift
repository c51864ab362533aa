import Foundation

/// Turns OSM `phone` values into Google's two forms, without a full numbering-plan library:
/// the international form as written (spacing tidied), and the national form for countries whose
/// trunk prefix is known (`+44 20 7946 0000` → `020 7946 0000`; `+351 21 342 1234` → `21 342 1234`).
enum PhoneNumberFormatter {
    /// Calling codes and the trunk prefix dialled before a national number.
    private static let trunkPrefixes: [String: String] = [
        "1": "1", "30": "", "31": "0", "32": "0", "33": "0", "34": "", "36": "06", "39": "", "40": "0", "41": "0", "43": "0",
        "44": "0", "45": "", "46": "0", "47": "", "48": "", "49": "0", "351": "", "352": "", "353": "0", "354": "", "358": "0",
        "420": "", "421": "0", "55": "0", "61": "0", "64": "0", "81": "0", "82": "0", "86": "0", "90": "0", "91": "0",
    ]

    /// Every number of the values (OSM lists several with `;`), each once, in both forms joined by `"; "`
    /// (`+45 33 12 34 56; +45 70 10 20 30`). A number without a country code has no international form.
    static func format(_ values: [String]) -> (national: String?, international: String?) {
        var national: [String] = [], international: [String] = []
        for value in values {
            for number in value.split(whereSeparator: { $0 == ";" || $0 == "," }) {
                let formatted = formatOne(number)
                if let form = formatted.national, !national.contains(form) { national.append(form) }
                if let form = formatted.international, !international.contains(form) { international.append(form) }
            }
        }
        return (national.isEmpty ? nil : national.joined(separator: "; "), international.isEmpty ? nil : international.joined(separator: "; "))
    }

    private static func formatOne(_ number: Substring) -> (national: String?, international: String?) {
        let text = dialledCharacters(number)
        var groups = text.split(separator: " ").map(String.init)
        guard !groups.isEmpty, text.utf8.count(where: { $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: " ") }) >= 5 else { return (nil, nil) }
        if groups[0].hasPrefix("00") { groups[0] = "+" + groups[0].dropFirst(2) }
        guard groups[0].hasPrefix("+") else {
            // No country code: only the national form is known.
            return (groups.joined(separator: " "), nil)
        }
        if groups[0] == "+", groups.count > 1 {
            groups.removeFirst()
            groups[0] = "+" + groups[0]
        }
        let international = groups.joined(separator: " ")
        let digits = String(groups[0].dropFirst())
        // The calling code is the first group when written apart, else the longest known prefix.
        let code = trunkPrefixes[digits] != nil ? digits : [3, 2, 1].lazy.map { String(digits.prefix($0)) }.first { trunkPrefixes[$0] != nil }
        guard let code, let trunk = trunkPrefixes[code] else { return (international, international) }
        var rest = [String(digits.dropFirst(code.count))] + groups.dropFirst()
        rest.removeAll { $0.isEmpty }
        guard !rest.isEmpty else { return (international, international) }
        if code == "1" {
            let national = rest.joined()
            guard national.count == 10 else { return (national, international) }
            let characters = Array(national)
            return ("(\(String(characters[0..<3]))) \(String(characters[3..<6]))-\(String(characters[6...]))", international)
        }
        rest[0] = trunk + rest[0]
        return (rest.joined(separator: " "), international)
    }

    /// The number's digits and `+`, with a space for each separator (`-`, `.`, `/`, brackets) and for
    /// `(0)` after a country code, the trunk prefix dialled only from inside the country; everything
    /// else is dropped. Plain ASCII (nearly every number) is read a byte at a time.
    private static func dialledCharacters(_ number: Substring) -> String {
        guard number.utf8.allSatisfy({ $0 < 0x80 }) else { return dialledCharactersOfUnicode(number) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(number.utf8.count)
        var input = number.utf8[...]
        while let byte = input.first {
            if byte == UInt8(ascii: "("), input.starts(with: "(0)".utf8) {
                bytes.append(UInt8(ascii: " "))
                input = input.dropFirst(3)
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"): bytes.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"):
                bytes.append(UInt8(ascii: " "))
            default: break
            }
            input = input.dropFirst()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func dialledCharactersOfUnicode(_ number: Substring) -> String {
        var text = ""
        for character in number.replacing("(0)", with: " ") {
            if character.isASCII, character.isNumber || character == "+" {
                text.append(character)
            } else if character == " " || character == "-" || character == "." || character == "/" || character == "(" || character == ")" {
                text.append(" ")
            }
        }
        return text
    }
}
