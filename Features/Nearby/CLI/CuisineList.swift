import ArgumentParser
import FoodVocabulary
import Foundation

/// `--cuisine`: cuisines by a word people use for them or OpenStreetMap's value, several joined by commas
/// (`pizza,sushi`, `pizzeria`, `middle eastern`), each as OpenStreetMap names it (`pizza`, `middle_eastern`).
enum CuisineList {
    static let maximumCount = 20

    static func parse(_ text: String) throws -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let values = names.map(value(named:))
        guard values.count <= maximumCount, values.allSatisfy({ $0 != nil }) else {
            throw ValidationError(
                "--cuisine must be up to \(maximumCount) cuisines joined by commas, each a word such as pizza, sushi or \"middle eastern\" (letters and digits); not '\(text)'."
            )
        }
        return values.compactMap { $0 }
    }

    /// The value of a word the vocabulary knows (`pizzeria` → `pizza`), else the words joined by `_`,
    /// lower case and without accents, as OpenStreetMap writes values; nil for anything but letters and digits.
    private static func value(named name: String) -> String? {
        let words = FoodVocabulary.folded(name).split { $0 == " " || $0 == "_" || $0 == "-" }
        guard !words.isEmpty, words.joined().count <= 64, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }
        let value = words.joined(separator: "_")
        return FoodVocabulary.cuisine(named: value)?.searchWord ?? value
    }
}
