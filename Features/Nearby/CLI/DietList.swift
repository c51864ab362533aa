import ArgumentParser
import Foundation

/// `--diet`: diets by name, several joined by commas (`vegetarian`, `vegan,gluten-free`).
enum DietList {
    static func parse(_ text: String) throws -> [PlaceRequirement] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let diets = names.map { name in
            PlaceRequirement.diets.first { $0.rawValue == name.replacingOccurrences(of: "-", with: "_") }
        }
        guard !names.isEmpty, diets.allSatisfy({ $0 != nil }) else {
            let known = PlaceRequirement.diets.map(\.phrase).joined(separator: ", ")
            throw ValidationError("--diet must be one or more of \(known), joined by commas; not '\(text)'.")
        }
        return diets.compactMap { $0 }
    }
}
