/// Where an ECMA-48 control sequence ends, as a terminal would read it: CSI (`ESC [` or U+009B) up to its
/// final byte; OSC, DCS, SOS, PM and APC strings up to BEL or the string terminator (or the end of the
/// text, which a terminal would swallow too); and the short `ESC x` forms.
enum TerminalEscapeSequence {
    private static let escape: UInt32 = 0x1B
    private static let controlSequenceIntroducer: UInt32 = 0x9B
    private static let stringIntroducers: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]
    private static let escapedStringIntroducers: Set<Unicode.Scalar> = ["]", "P", "X", "^", "_"]

    /// The index just past the sequence starting at `start`, or nil when no sequence starts there.
    static func end(in scalars: [Unicode.Scalar], startingAt start: Int) -> Int? {
        let first = scalars[start].value
        if first == controlSequenceIntroducer { return controlSequenceEnd(in: scalars, parametersAt: start + 1) }
        if stringIntroducers.contains(first) { return stringEnd(in: scalars, contentAt: start + 1) }
        guard first == escape else { return nil }
        let next = start + 1
        guard next < scalars.count else { return next }
        let introducer = scalars[next]
        if introducer == "[" { return controlSequenceEnd(in: scalars, parametersAt: next + 1) }
        if escapedStringIntroducers.contains(introducer) { return stringEnd(in: scalars, contentAt: next + 1) }
        var index = next
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// True for the sequences a console writes itself: SGR colour (`ESC [ 1 ; 33 m`), erase-in-line
    /// (`ESC [ 2 K`) and OSC 8 hyperlinks to plain http(s) links (`ESC ] 8 ; ; URL ESC \`, and the empty
    /// one that ends a link).
    static func isStyling(_ sequence: ArraySlice<Unicode.Scalar>) -> Bool {
        if isHyperlink(sequence) { return true }
        guard sequence.count >= 3, sequence.first?.value == escape,
              sequence[sequence.startIndex + 1] == "[", let final = sequence.last, final == "m" || final == "K"
        else { return false }
        return sequence.dropFirst(2).dropLast().allSatisfy { ("0"..."9").contains($0) || $0 == ";" }
    }

    private static func isHyperlink(_ sequence: ArraySlice<Unicode.Scalar>) -> Bool {
        let text = String(String.UnicodeScalarView(sequence))
        guard text.hasPrefix("\u{1B}]8;;"), text.hasSuffix("\u{1B}\\") else { return false }
        let link = text.dropFirst(5).dropLast(2)
        return link.isEmpty || TerminalStyle.isLinkable(String(link))
    }

    private static func controlSequenceEnd(in scalars: [Unicode.Scalar], parametersAt start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    private static func stringEnd(in scalars: [Unicode.Scalar], contentAt start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case escape where index + 1 < scalars.count && scalars[index + 1] == "\\": return index + 2
            default: index += 1
            }
        }
        return index
    }
}
