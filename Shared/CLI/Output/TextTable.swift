import Foundation

/// A plain-text table for people: a header, aligned columns, long cells cut with an ellipsis.
public struct TextTable: Sendable {
    public enum Alignment: Sendable {
        case left
        case right
    }

    public struct Column: Sendable {
        public let title: String
        public let alignment: Alignment
        public let maxWidth: Int?

        public init(_ title: String, alignment: Alignment = .left, maxWidth: Int? = nil) {
            self.title = title
            self.alignment = alignment
            self.maxWidth = maxWidth
        }
    }

    public struct Cell: Sendable, ExpressibleByStringLiteral {
        public let text: String
        public let attribute: TerminalStyle.Attribute?
        /// Where the text links to, on terminals that show links (`TerminalStyle.link`).
        public let link: URL?

        /// `text` is shown on one line whatever it holds (`TerminalText.line(_:)`).
        public init(_ text: String, attribute: TerminalStyle.Attribute? = nil, link: URL? = nil) {
            self.text = TerminalText.line(text)
            self.attribute = attribute
            self.link = link
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }
    }

    public let columns: [Column]
    public var columnSeparator = "  "

    public init(columns: [Column]) {
        self.columns = columns
    }

    public func render(rows: [[Cell]], style: TerminalStyle) -> String {
        let cutRows = rows.map { row in
            columns.indices.map { index in
                let cell = index < row.count ? row[index] : Cell("")
                return Cell(Self.cut(cell.text, to: columns[index].maxWidth), attribute: cell.attribute, link: cell.link)
            }
        }
        let widths = columns.indices.map { index in
            cutRows.reduce(DisplayWidth.of(columns[index].title)) { max($0, DisplayWidth.of($1[index].text)) }
        }
        let header = columns.indices.map { index in
            style.apply(.bold, to: pad(columns[index].title, to: widths[index], alignment: columns[index].alignment, isLast: index == columns.count - 1))
        }
        var lines = [header.joined(separator: columnSeparator)]
        for row in cutRows {
            let cells = columns.indices.map { index in
                let cell = row[index]
                let padded = pad(
                    style.link(cell.text, to: cell.link), measured: cell.text, to: widths[index], alignment: columns[index].alignment,
                    isLast: index == columns.count - 1
                )
                return cell.attribute.map { style.apply($0, to: padded) } ?? padded
            }
            lines.append(cells.joined(separator: columnSeparator))
        }
        return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n") + "\n"
    }

    /// `text` padded to `width` as wide as `measured` shows (the text without the link around it).
    private func pad(_ text: String, measured: String? = nil, to width: Int, alignment: Alignment, isLast: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(measured ?? text)))
        switch alignment {
        case .left: return isLast ? text : text + padding
        case .right: return padding + text
        }
    }

    static func cut(_ text: String, to maxWidth: Int?) -> String {
        guard let maxWidth, DisplayWidth.of(text) > maxWidth, maxWidth > 1 else { return text }
        var result = ""
        var width = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if width + characterWidth > maxWidth - 1 { break }
            result.append(character)
            width += characterWidth
        }
        return result + "…"
    }
}

extension String {
    fileprivate var trailingSpacesTrimmed: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
