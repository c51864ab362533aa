import SharedCLI

/// A row of the search list as the fields of `--format csv` and `tsv`, id first.
enum SearchRecord {
    static let header = ["id", "name", "area", "distance_m", "beyond_radius", "rating", "ratings_count", "open_now"]

    static func fields(of row: SearchViewData.Row) -> [String] {
        [
            row.id, row.name, row.area, DelimitedText.field(row.distanceMeters), String(row.isBeyondRadius), DelimitedText.field(row.rating),
            DelimitedText.field(row.ratingsCount), DelimitedText.field(row.isOpen),
        ]
    }
}
