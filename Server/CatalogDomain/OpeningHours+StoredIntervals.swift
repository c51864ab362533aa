extension OpeningHours {
    /// Reads text as `storageText` writes it (`d:s-e` items of digits joined by single spaces) byte by
    /// byte, handing each valid interval to `visit` in order; false for anything else, once the first
    /// item that is not such an interval is reached. Pages and open-now searches read thousands of these.
    package static func visitStoredIntervals(in storageText: String, _ visit: (OpeningInterval) -> Void) -> Bool {
        var text = storageText
        return text.withUTF8 { bytes -> Bool in
            var numbers = (0, 0, 0)
            var field = 0
            var value = 0
            var hasDigit = false
            func finishInterval() -> Bool {
                let (day, start, end) = numbers
                guard (0...6).contains(day), (0..<OpeningInterval.minutesPerDay).contains(start), end > start,
                      end <= start + OpeningInterval.minutesPerDay else { return false }
                visit(OpeningInterval(day: day, start: start, end: end))
                return true
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    hasDigit = true
                    guard value < 100_000 else { return false }
                case UInt8(ascii: ":"), UInt8(ascii: "-"):
                    guard hasDigit, field == (byte == UInt8(ascii: ":") ? 0 : 1) else { return false }
                    if field == 0 { numbers.0 = value } else { numbers.1 = value }
                    field += 1
                    value = 0
                    hasDigit = false
                case UInt8(ascii: " "):
                    guard hasDigit, field == 2 else { return false }
                    numbers.2 = value
                    guard finishInterval() else { return false }
                    field = 0
                    value = 0
                    hasDigit = false
                default:
                    return false
                }
            }
            if field == 2, hasDigit {
                numbers.2 = value
                return finishInterval()
            }
            return field == 0 && !hasDigit
        }
    }
}
