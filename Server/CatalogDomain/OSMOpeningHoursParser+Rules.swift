import Foundation

/// How the parser reads a value rule by rule: what selects a time, what each rule adds, replaces or
/// leaves out, and what it cannot interpret.
extension OSMOpeningHoursParser {
    package struct Rule {
        package var tokens: [OSMOpeningHoursToken]
        /// Joined to the previous rule by `,`: adds to the days' hours instead of replacing them.
        package var isAdditional: Bool
    }

    package struct Effect {
        /// Days (0 = Sunday) the rule applies to.
        package var days: [Int]
        /// Opening spans in minutes of the day; empty means closed.
        package var spans: [(start: Int, end: Int)]
    }

    package enum Interpretation {
        case effect(Effect, notes: [OSMOpeningHoursNote.Kind])
        case skipped(OSMOpeningHoursNote.Kind)
    }

    /// Splits at `;` (normal rules), at `,` followed by a new selector once a rule has its times
    /// (additional rules), and at `||` (everything after it is a fallback, returned apart).
    package static func splitRules(_ tokens: [OSMOpeningHoursToken]) -> ([Rule], [OSMOpeningHoursToken]?) {
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

    package static func startsSelector(_ token: OSMOpeningHoursToken) -> Bool {
        switch token {
        case .weekday: return true
        case let .word(word):
            let lowered = word.lowercased()
            return ["ph", "sh", "week", "easter"].contains(lowered) || OSMOpeningHoursToken.months.contains(lowered)
        default: return false
        }
    }

    package static func interpret(_ tokens: [OSMOpeningHoursToken]) -> Interpretation {
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

    package static func interpretBody(
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
}
