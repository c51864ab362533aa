@testable import CatalogImport
@testable import DemoCatalog
@testable import FoodybiteServer
import XCTest

/// The formatter against its first, character-by-character implementation (kept below as the
/// reference), on random values mixing what phone numbers are written with and what they should not
/// hold.
final class PhoneNumberFormatterReferenceTests: XCTestCase {
    func test_format_answersWhatTheCharacterByCharacterReadingAnswersWhenGivenRandomValues() {
        // Given random values of digits, separators, `(0)`, letters and non-ASCII characters
        var random = SeededRandomNumberGenerator(seed: 7)
        let pieces = [
            "+", "00", "0", "1", "2", "3", "4", "5", "351", "44", "45", "1", " ", "-", ".", "/", "(", ")", "(0)", ";", ",",
            "ext", "x", "\u{A0}", "٣", "１", "1\u{301}", "é", "\r\n", "\t", "(0", "0)", "+ ",
        ]
        let values = (0..<3_000).map { _ in (0..<random.int(in: 0...12)).map { _ in random.pick(pieces) }.joined() }

        for value in values {
            // When each is formatted
            let formatted = PhoneNumberFormatter.format([value])

            // Then the answer is the reference's
            let expected = ReferencePhoneNumberFormatter.format([value])
            XCTAssertEqual(formatted.national, expected.national, value)
            XCTAssertEqual(formatted.international, expected.international, value)
        }
    }
}

private enum ReferencePhoneNumberFormatter {
    private static let trunkPrefixes: [String: String] = [
        "1": "1", "30": "", "31": "0", "32": "0", "33": "0", "34": "", "36": "06", "39": "", "40": "0", "41": "0", "43": "0",
        "44": "0", "45": "", "46": "0", "47": "", "48": "", "49": "0", "351": "", "352": "", "353": "0", "354": "", "358": "0",
        "420": "", "421": "0", "55": "0", "61": "0", "64": "0", "81": "0", "82": "0", "86": "0", "90": "0", "91": "0",
    ]

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
        var text = ""
        for character in number.replacing("(0)", with: " ") {
            if character.isASCII, character.isNumber || character == "+" {
                text.append(character)
            } else if character == " " || character == "-" || character == "." || character == "/" || character == "(" || character == ")" {
                text.append(" ")
            }
        }
        var groups = text.split(separator: " ").map(String.init)
        guard !groups.isEmpty, groups.joined().filter(\.isNumber).count >= 5 else { return (nil, nil) }
        if groups[0].hasPrefix("00") { groups[0] = "+" + groups[0].dropFirst(2) }
        guard groups[0].hasPrefix("+") else { return (groups.joined(separator: " "), nil) }
        if groups[0] == "+", groups.count > 1 {
            groups.removeFirst()
            groups[0] = "+" + groups[0]
        }
        let international = groups.joined(separator: " ")
        let digits = String(groups[0].dropFirst())
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
}
