import FoodVocabulary
import Foundation

/// What every catalog store indexes of a restaurant for search, so that a search finds the same on
/// each: its name, followed by the name spelt in Latin letters when it is written in another script
/// (`Плов` → `Плов Plov`, so that `plov` finds it); its vicinity; and its cuisines followed by the words
/// people use for them (`pizza` → `pizza pizzas pizzeria pizzaria …`, from `FoodVocabulary`), so that
/// `pizzeria` or `vegano` finds the places whose cuisine says so.
package struct RestaurantSearchText: Sendable, Equatable {
    package let name: String
    package let vicinity: String
    package let cuisines: String

    package init(_ restaurant: CatalogRestaurant) {
        self.init(name: restaurant.name, vicinity: restaurant.vicinity, cuisines: restaurant.cuisines)
    }

    package init(name: String, vicinity: String?, cuisines: [String]) {
        self.name = ([name] + Self.latinSpellings(of: name)).joined(separator: " ")
        self.vicinity = vicinity ?? ""
        var seen = Set<String>()
        let vocabulary = cuisines.flatMap { value in FoodVocabulary.cuisine(named: value.lowercased())?.words ?? [] }
        self.cuisines = (cuisines + vocabulary).filter { seen.insert($0.lowercased()).inserted }.joined(separator: " ")
    }

    /// The name in Latin letters, without accents, when it has letters of another script: ICU's general
    /// transliteration, and for Cyrillic also the BGN/PCGN romanisation people type (`Дастархан` →
    /// Dastarhan and Dastarkhan). Empty for a name in Latin letters.
    static func latinSpellings(of name: String) -> [String] {
        guard name.unicodeScalars.contains(where: isBeyondLatin) else { return [] }
        var transforms = [StringTransform.toLatin]
        if name.unicodeScalars.contains(where: { (0x0400...0x04FF).contains($0.value) }) {
            transforms.append(StringTransform("Russian-Latin/BGN; Any-Latin"))
        }
        var seen: Set<String> = [name]
        return transforms
            .compactMap { name.applyingTransform($0, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false) }
            .filter { seen.insert($0).inserted }
    }

    /// A letter of a script other than Latin: Greek, Cyrillic and every script after them in Unicode,
    /// but not the Latin letters with marks of Latin Extended Additional.
    private static func isBeyondLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0370 && !(0x1E00...0x1EFF).contains(scalar.value) && scalar.properties.isAlphabetic
    }
}
