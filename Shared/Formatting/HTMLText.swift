/// The text of a short piece of HTML, such as a Places attribution (`Data © <a href="…">OpenStreetMap
/// contributors</a>`): tags dropped, entities decoded, spaces collapsed.
public enum HTMLText {
    public static func plain(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        return HTMLEntities.decode(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
