import Foundation
import TestSupport

/// The Swift files of the server, read for the slice rules: which types each file declares and
/// which names it uses (comments left out).
struct ServerSourceFile {
    /// Relative to the package root.
    let path: String
    let imports: [String]
    let declaredTypes: Set<String>
    let identifiers: Set<String>

    /// Every Swift file under `folder` (relative to `Server/`), recursively; empty when the folder is missing.
    static func files(under folder: String) throws -> [ServerSourceFile] {
        let url = PackageLayout.root.appendingPathComponent("Server").appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var files: [ServerSourceFile] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            files.append(ServerSourceFile(path: file.path.replacingOccurrences(of: PackageLayout.root.path + "/", with: ""), text: text))
        }
        return files.sorted { $0.path < $1.path }
    }

    init(path: String, text: String) {
        self.path = path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.imports = lines.compactMap(SourceImports.module(importedBy:))
        let code = lines.map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line }.joined(separator: "\n")
        self.declaredTypes = Self.declaredTypes(in: code)
        self.identifiers = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    /// The file's top-level `struct X`, `enum X`, `final class X`, `actor X`, `protocol X` and
    /// `typealias X`, with any modifiers (nested types are their enclosing type's business).
    static func declaredTypes(in code: String) -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        var names = Set<String>()
        for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" }.map(String.init)
            for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
                let modifiers = words[..<index]
                let allowed: Set<String> = ["public", "internal", "package", "fileprivate", "private", "final", "indirect", "nonisolated"]
                if modifiers.allSatisfy({ allowed.contains($0) || $0.hasPrefix("@") }), let first = words[index + 1].first, first.isUppercase {
                    names.insert(words[index + 1])
                }
            }
        }
        return names
    }
}
