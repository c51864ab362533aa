/// A lexical token of OpenStreetMap's `opening_hours` syntax.
package enum OSMOpeningHoursToken: Equatable {
    /// Mo … Su, as Google's day numbers (0 = Sunday).
    case weekday(Int)
    /// A time of day in minutes (`08:00`, `8:00`, `24:00`, `26:00`).
    case time(Int)
    case number(Int)
    /// A word: `PH`, `SH`, `off`, `Jan`, `week`, `easter`, `24/7` …
    case word(String)
    /// A quoted comment.
    case comment(String)
    /// One of `-`, `,`, `:`, `+`, `[`, `]`, `/`, `;`, `||`.
    case symbol(String)

    package static let weekdays = ["Su": 0, "Mo": 1, "Tu": 2, "We": 3, "Th": 4, "Fr": 5, "Sa": 6]
    package static let months: Set<String> = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Splits a value into tokens; `nil` when it holds a character the syntax has no use for
    /// (an unterminated comment included).
    package static func tokenize(_ text: String) -> [OSMOpeningHoursToken]? {
        var tokens: [OSMOpeningHoursToken] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "\"" {
                guard let close = characters[(index + 1)...].firstIndex(of: "\"") else { return nil }
                tokens.append(.comment(String(characters[(index + 1)..<close])))
                index = close + 1
            } else if character.isASCII, character.isNumber {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                let digits = String(characters[index..<end])
                if end + 2 < characters.count, characters[end] == ":", characters[end + 1].isASCII, characters[end + 1].isNumber,
                   characters[end + 2].isASCII, characters[end + 2].isNumber, digits.count <= 2,
                   let hours = Int(digits), let minutes = Int(String(characters[(end + 1)...(end + 2)])), minutes < 60 {
                    tokens.append(.time(hours * 60 + minutes))
                    index = end + 3
                } else if digits == "24", end + 1 < characters.count, characters[end] == "/", characters[end + 1] == "7" {
                    tokens.append(.word("24/7"))
                    index = end + 2
                } else {
                    guard let number = Int(digits) else { return nil }
                    tokens.append(.number(number))
                    index = end
                }
            } else if character.isASCII, character.isLetter {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end].isLetter { end += 1 }
                let word = String(characters[index..<end])
                if let day = weekdays[word] {
                    tokens.append(.weekday(day))
                } else {
                    tokens.append(.word(word))
                }
                index = end
            } else if character == "|", index + 1 < characters.count, characters[index + 1] == "|" {
                tokens.append(.symbol("||"))
                index += 2
            } else if "-,:+[]/;".contains(character) {
                tokens.append(.symbol(String(character)))
                index += 1
            } else if character == "–" || character == "—" {
                // A typographic dash typed for a range.
                tokens.append(.symbol("-"))
                index += 1
            } else {
                return nil
            }
        }
        return tokens
    }
}
