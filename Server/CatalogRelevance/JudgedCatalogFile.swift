import Foundation

/// Where a judged set's catalog is read from: compiled in, or a file of the shared `osm` folder (absent
/// in a user's clone, where its questions are skipped).
public enum JudgedCatalogFile: Sendable, Equatable {
    case data(Data)
    case file(URL)
    /// The shared file is not there.
    case absent(URL)

    public init(_ source: JudgedQuerySet.Source, sharedOSMDirectory: URL) {
        guard let name = source.sharedFileName else {
            self = .data(JudgedQuerySet.judgedCatalog)
            return
        }
        let url = sharedOSMDirectory.appendingPathComponent(name)
        self = FileManager.default.fileExists(atPath: url.path) ? .file(url) : .absent(url)
    }
}
