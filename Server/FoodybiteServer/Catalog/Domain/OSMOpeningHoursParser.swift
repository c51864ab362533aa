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

    // MARK: - Rules

    private struct Rule {
        var tokens: [OSMOpeningHoursToken]
        /// Joined to the previous rule by `,`: adds to the days' hours instead of replacing them.
        var isAdditional: Bool
    }

    private struct Effect {
        /// Days (0 = Sunday) the rule applies to.
        var days: [Int]
        /// Opening spans in minutes of the day; empty means closed.
        var spans: [(start: Int, end: Int)]
    }

    private enum Interpretation {
        case effect(Effect, notes: [OSMOpeningHoursNote.Kind])
        case skipped(OSMOpeningHoursNote.Kind)
    }

    /// Splits at `;` (normal rules), at `,` followed by a new selector once a rule has its times
    /// (additional rules), and at `||` (everything after it is a fallback, returned apart).
    private static func splitRules(_ tokens: [OSMOpeningHoursToken]) -> ([Rule], [OSMOpeningHoursToken]?) {
        var rules: [Rule] = []
        var current = Rule(tokens: [], isAdditional: false)
        var hasTimesOrState = false
        func flush(nextIsAdditional: Bool) {
            if !current.tokens.isEmpty { rules.append(current) }
            current = Rule(tokens: [], isAdditional: nextIsAdditional)
            hasTimesOrState = false
        }
        for (index, token) in tokens.enumerated() {
            switch token {
            case .symbol(";"):
                flush(nextIsAdditional: false)
            case .symbol("||"):
                flush(nextIsAdditional: false)
                return (rules, Array(tokens[(index + 1)...]))
            case .symbol(","):
                if hasTimesOrState, index + 1 < tokens.count, startsSelector(tokens[index + 1]) {
                    flush(nextIsAdditional: true)
                } else {
                    current.tokens.append(token)
                }
            default:
                current.tokens.append(token)
                if case .time = token { hasTimesOrState = true }
                if case let .word(word) = token, ["off", "closed", "open", "24/7"].contains(word.lowercased()) { hasTimesOrState = true }
            }
        }
        flush(nextIsAdditional: false)
        return (rules, nil)
    }

    private static func startsSelector(_ token: OSMOpeningHoursToken) -> Bool {
        switch token {
        case .weekday: return true
        case let .word(word):
            let lowered = word.lowercased()
            return ["ph", "sh", "week", "easter"].contains(lowered) || OSMOpeningHoursToken.months.contains(lowered)
        default: return false
        }
    }

    private static func interpret(_ tokens: [OSMOpeningHoursToken]) -> Interpretation {
        var index = 0
        var days: [Int] = []
        var holidayNotes: [OSMOpeningHoursNote.Kind] = []
        var hasSelector = false

        // The selector: weekdays, ranges, holidays, separated by commas.
        selector: while index < tokens.count {
            switch tokens[index] {
            case let .weekday(first):
                hasSelector = true
                if index + 1 < tokens.count, tokens[index + 1] == .symbol("[") {
                    return .skipped(.nthWeekday)
                }
                if index + 2 < tokens.count, tokens[index + 1] == .symbol("-"), case let .weekday(last) = tokens[index + 2] {
                    var day = first
                    days.append(day)
                    while day != last {
                        day = (day + 1) % 7
                        days.append(day)
                    }
                    index += 3
                } else {
                    days.append(first)
                    index += 1
                }
                if index < tokens.count, tokens[index] == .symbol("[") {
                    return .skipped(.nthWeekday)
                }
            case let .word(word):
                let lowered = word.lowercased()
                if lowered == "ph" || lowered == "sh" {
                    hasSelector = true
                    holidayNotes.append(lowered == "ph" ? .publicHolidays : .schoolHolidays)
                    index += 1
                    // `PH +1 day` and the like: offsets are part of the holiday selector.
                    if index < tokens.count, tokens[index] == .symbol("+") || tokens[index] == .symbol("-") {
                        return .skipped(holidayNotes[0])
                    }
                } else if OSMOpeningHoursToken.months.contains(lowered) {
                    return .skipped(.datesOrMonths)
                } else if lowered == "week" {
                    return .skipped(.weekNumbers)
                } else if lowered == "easter" {
                    return .skipped(.easter)
                } else {
                    break selector
                }
            case .number:
                // A year or a day of a month.
                return .skipped(.datesOrMonths)
            case .symbol(","):
                guard hasSelector else { return .skipped(.unrecognized) }
                index += 1
            case .symbol(":"):
                guard hasSelector else { return .skipped(.unrecognized) }
                index += 1
                break selector
            default:
                break selector
            }
        }
        if hasSelector, days.isEmpty {
            // Only holidays were selected.
            return .skipped(holidayNotes.first ?? .unrecognized)
        }
        // `Su,PH off`: the weekdays apply; the holiday part is left out and noted.
        return interpretBody(tokens, from: index, days: hasSelector ? days : Array(0...6), skippedHolidays: holidayNotes)
    }

    private static func interpretBody(
        _ tokens: [OSMOpeningHoursToken],
        from start: Int,
        days: [Int],
        skippedHolidays: [OSMOpeningHoursNote.Kind]
    ) -> Interpretation {
        var index = start
        var notes: [OSMOpeningHoursNote.Kind] = []
        var spans: [(start: Int, end: Int)] = []
        var isClosed = false
        var isOpenAllDay = false
        var hasComment = false
        while index < tokens.count {
            switch tokens[index] {
            case let .time(open):
                guard open < OpeningInterval.minutesPerDay else { return .skipped(.unrecognized) }
                if index + 2 < tokens.count, tokens[index + 1] == .symbol("-"), case let .time(close) = tokens[index + 2] {
                    var end = close
                    if end <= open { end += OpeningInterval.minutesPerDay }
                    guard end <= open + OpeningInterval.minutesPerDay else { return .skipped(.unrecognized) }
                    spans.append((open, end))
                    index += 3
                    if index < tokens.count, tokens[index] == .symbol("+") {
                        notes.append(.openEndApproximated)
                        index += 1
                    }
                    if index < tokens.count, tokens[index] == .symbol("/") {
                        // Periodic times (`10:00-16:00/01:30`) are not opening hours of a restaurant.
                        return .skipped(.unrecognized)
                    }
                } else if index + 1 < tokens.count, tokens[index + 1] == .symbol("+") {
                    spans.append((open, OpeningInterval.minutesPerDay))
                    notes.append(.openEndApproximated)
                    index += 2
                } else {
                    return .skipped(.unrecognized)
                }
            case .symbol(","):
                index += 1
            case let .word(word):
                switch word.lowercased() {
                case "off", "closed": isClosed = true
                case "open", "24/7": isOpenAllDay = true
                default: return .skipped(.unrecognized)
                }
                index += 1
            case .comment:
                hasComment = true
                index += 1
            default:
                return .skipped(.unrecognized)
            }
        }
        if isClosed {
            guard spans.isEmpty, !isOpenAllDay else { return .skipped(.unrecognized) }
            return .effect(Effect(days: days, spans: []), notes: notes + skippedHolidays)
        }
        if isOpenAllDay {
            spans.append((0, OpeningInterval.minutesPerDay))
        }
        if spans.isEmpty {
            return .skipped(hasComment ? .commentOnly : .unrecognized)
        }
        return .effect(Effect(days: days, spans: spans), notes: notes + skippedHolidays)
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
