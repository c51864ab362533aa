/// The words after `nearby` split into what to eat and where: "vegan near Alfama", "sushi in Rua
/// Augusta, Lisboa". The last argument that is "near" (or "in") with words after it starts the place; a
/// quoted argument ("Near East Grill") is one word, never split.
struct WhatAndWhere: Equatable {
    static let placeWords: Set<String> = ["near", "in", "around"]

    let what: String?
    let place: String?

    init(what: String?, place: String?) {
        self.what = what
        self.place = place
    }

    init(_ words: [String]) {
        let split = words.indices.last { index in Self.placeWords.contains(words[index].lowercased()) && index < words.count - 1 }
        let whatWords = split.map { Array(words[..<$0]) } ?? words
        let placeWords = split.map { Array(words[($0 + 1)...]) } ?? []
        what = whatWords.isEmpty ? nil : whatWords.joined(separator: " ")
        place = placeWords.isEmpty ? nil : placeWords.joined(separator: " ")
    }
}
