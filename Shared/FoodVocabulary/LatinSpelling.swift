import Foundation

/// A name spelt in Latin letters, as people type it, when it is written in another script.
public enum LatinSpelling {
    /// The name in Latin letters, without accents, when it has letters of another script: ICU's general
    /// transliteration, and for Cyrillic also the BGN/PCGN romanisation people type (`Дастархан` →
    /// Dastarhan and Dastarkhan). Empty for a name in Latin letters.
    public static func spellings(of name: String) -> [String] {
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
