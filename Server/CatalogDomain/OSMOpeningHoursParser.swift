import Foundation

/// Reads OpenStreetMap's `opening_hours` syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours)
/// into regular weekly hours.
///
/// Understood: weekday selectors with lists and ranges that wrap (`Su-Tu`), rules without a weekday
/// (every day), several time spans (`12:00-15:00,17:30-22:00`), times past midnight
/// (`18:00-02:00` closes the next day; `24:00` and `00:00` as a close mean midnight), `24/7`,
/// `off`/`closed`, later `;` rules replacing earlier ones for the same days, `,` additional rules that
/// add to them, comments after times. Skipped, and reported as notes: public- and school-holiday
/// rules, month/date, week-number, easter and nth-weekday rules, fallback (`||`) rules, comment-only
/// rules and anything unrecognised. A value with no usable rule has no hours (`nil`): unknown, not
/// closed.
public enum OSMOpeningHoursParser {
    public struct Result: Sendable, Equatable {
        public let hours: OpeningHours?
        public let notes: [OSMOpeningHoursNote]

        public init(hours: OpeningHours?, notes: [OSMOpeningHoursNote]) {
            self.hours = hours
            self.notes = notes
        }
    }

    public static func parse(_ text: String) -> Result {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return Result(hours: nil, notes: []) }
        guard let tokens = OSMOpeningHoursToken.tokenize(trimmed) else {
            return Result(hours: nil, notes: [OSMOpeningHoursNote(kind: .unrecognized, rule: trimmed)])
        }
        var notes: [OSMOpeningHoursNote] = []
        var schedule: [Int: [OpeningInterval]] = [:]
        var usedAnyRule = false
        let (rules, fallback) = splitRules(tokens)
        if let fallback {
            notes.append(OSMOpeningHoursNote(kind: .fallback, rule: render(fallback)))
        }
        for rule in rules {
            switch interpret(rule.tokens) {
            case let .skipped(kind):
                notes.append(OSMOpeningHoursNote(kind: kind, rule: render(rule.tokens)))
            case let .effect(effect, extraNotes):
                notes.append(contentsOf: extraNotes.map { OSMOpeningHoursNote(kind: $0, rule: render(rule.tokens)) })
                usedAnyRule = true
                for day in effect.days {
                    let intervals = effect.spans.map { OpeningInterval(day: day, start: $0.start, end: $0.end) }
                    if effect.spans.isEmpty || !rule.isAdditional {
                        schedule[day] = intervals
                    } else {
                        schedule[day, default: []].append(contentsOf: intervals)
                    }
                }
            }
        }
        guard usedAnyRule else { return Result(hours: nil, notes: notes) }
        let intervals = schedule.keys.sorted().flatMap { schedule[$0] ?? [] }
        return Result(hours: OpeningHours.weekly(intervals).normalized, notes: notes)
    }

    // MARK: - Rendering (for notes)

    package static func render(_ tokens: [OSMOpeningHoursToken]) -> String {
        var text = ""
        var gluesToNext = true
        for token in tokens {
            let piece: String
            var glued = false
            switch token {
            case let .weekday(day): piece = OSMOpeningHoursToken.weekdays.first { $0.value == day }?.key ?? "?"
            case let .time(minutes): piece = String(format: "%02d:%02d", minutes / 60, minutes % 60)
            case let .number(number): piece = String(number)
            case let .word(word): piece = word
            case let .comment(comment): piece = "\"\(comment)\""
            case let .symbol(symbol):
                piece = symbol
                glued = symbol != "||"
            }
            if !text.isEmpty, !glued, !gluesToNext { text += " " }
            text += piece
            gluesToNext = glued && piece != ","
        }
        return text
    }
}
