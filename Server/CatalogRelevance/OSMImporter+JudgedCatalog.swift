import CatalogImport

extension OSMImporter {
    /// Imports a judged set's catalog, compiled in or from the shared folder; nothing when it is absent.
    public func importJudgedCatalog(_ file: JudgedCatalogFile) async throws {
        switch file {
        case let .data(data): _ = try await importData(data)
        case let .file(url): _ = try await importFile(at: url)
        case .absent: break
        }
    }
}
