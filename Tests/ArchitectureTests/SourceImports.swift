import Foundation
import TestSupport

/// The modules each Swift file under a folder imports.
enum SourceImports {
    struct Import: Equatable {
        let file: String
        let module: String
    }

    /// Throws when the folder is missing or holds no Swift file, so a renamed folder fails its rule
    /// instead of passing it with nothing to check.
    static func imports(under relativePath: String) throws -> [Import] {
        let files = try swiftFiles(under: relativePath)
        var found: [Import] = []
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let module = module(importedBy: String(line)) {
                    found.append(Import(file: url.path.replacingOccurrences(of: PackageLayout.root.path + "/", with: ""), module: module))
                }
            }
        }
        return found
    }

    private static func swiftFiles(under relativePath: String) throws -> [URL] {
        let folder = PackageLayout.root.appendingPathComponent(relativePath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
              let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { throw RuleFolderError(folder: relativePath) }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { throw RuleFolderError(folder: relativePath) }
        return files
    }

    /// `import X`, `@testable import X`, `public import X`, `import struct X.Y` → X.
    static func module(importedBy line: String) -> String? {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }
}
