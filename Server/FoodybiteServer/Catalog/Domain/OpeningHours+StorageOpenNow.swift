extension OpeningHours {
    /// Whether hours stored as `storageText` are open at `time`, read straight from the text's bytes
    /// (no intervals built): a search asking for open restaurants may read thousands. Nil when the
    /// text is not valid storage text.
    public static func isOpen(storageText: String, at time: LocalWeekTime) -> Bool? {
        var text = storageText
        return text.withUTF8 { bytes -> Bool? in
            if bytes.count == 4, bytes[0] == UInt8(ascii: "2"), bytes[1] == UInt8(ascii: "4"), bytes[2] == UInt8(ascii: "/") {
                return bytes[3] == UInt8(ascii: "7") ? true : nil
            }
            let now = time.minuteOfWeek
            var numbers = (0, 0, 0)
            var field = 0
            var value = 0
            var hasDigit = false
            var isOpen = false
            func finishInterval() -> Bool {
                let (day, start, end) = numbers
                guard (0...6).contains(day), (0..<OpeningInterval.minutesPerDay).contains(start), end > start,
                      end <= start + OpeningInterval.minutesPerDay else { return false }
                let weekStart = day * OpeningInterval.minutesPerDay + start, weekEnd = day * OpeningInterval.minutesPerDay + end
                if (weekStart <= now && now < weekEnd) || (weekEnd > minutesPerWeek && now < weekEnd - minutesPerWeek) { isOpen = true }
                return true
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    hasDigit = true
                    guard value < 100_000 else { return nil }
                case UInt8(ascii: ":"), UInt8(ascii: "-"):
                    guard hasDigit, field == (byte == UInt8(ascii: ":") ? 0 : 1) else { return nil }
                    if field == 0 { numbers.0 = value } else { numbers.1 = value }
                    field += 1
                    value = 0
                    hasDigit = false
                case UInt8(ascii: " "):
                    guard hasDigit, field == 2 else { return nil }
                    numbers.2 = value
                    guard finishInterval() else { return nil }
                    field = 0
                    value = 0
                    hasDigit = false
                default:
                    return nil
                }
            }
            if field == 2, hasDigit {
                numbers.2 = value
                guard finishInterval() else { return nil }
            } else if field != 0 || hasDigit {
                return nil
            }
            return isOpen
        }
    }
}
