/// Numbers in Places query parameters, read as plain decimals only: an optional sign, digits, an
/// optional fraction. Swift's `Double("0x10")` is 16 and `Double("1e3")` 1000, and `nan` and `inf`
/// parse too; none of them is a coordinate, a radius or a size a client means to send.
enum PlacesDecimalText {
    static func double(_ text: String) -> Double? {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !scalars.isEmpty, parts.allSatisfy({ $0.allSatisfy(isDigit) }), parts.contains(where: { !$0.isEmpty }) else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    static func int(_ text: String) -> Int? {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        guard !scalars.isEmpty, scalars.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
