import Foundation

/// Where the package and its built products are, found from this file's location.
public enum PackageLayout {
    public static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }

    /// The folder holding the test bundle, which also holds the built executables.
    public static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    public static func executable(_ name: String) -> URL {
        productsDirectory.appendingPathComponent(name)
    }

    /// The shared folder beside the package (real OpenStreetMap data), absent in a user's clone.
    public static var sharedDirectory: URL {
        root.deletingLastPathComponent().appendingPathComponent("shared")
    }
}
