/// Photos' attribution lists, each stored text decoded once: photos mostly share a few (an import's
/// source, a photographer).
package struct PhotoAttributions {
    private var decoded: [String: [String]] = [:]

    package mutating func list(_ text: String) -> [String] {
        if let list = decoded[text] { return list }
        let list = CatalogWriter.decodeJSONList(text)
        decoded[text] = list
        return list
    }
}
