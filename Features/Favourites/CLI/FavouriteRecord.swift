import Foundation
import SharedCLI

/// A favourite of the list as the fields of `--format csv` and `tsv`, id first.
enum FavouriteRecord {
    static let header = ["id", "name", "note", "added_at", "cuisines", "rating", "ratings_count", "open_now", "business_status", "latitude", "longitude"]

    static func fields(of row: FavouritesListViewData.Row) -> [String] {
        [
            row.id, row.name, DelimitedText.field(row.favourite.note), row.favourite.addedAt.formatted(.iso8601), row.cuisines.joined(separator: "; "),
            DelimitedText.field(row.restaurant?.rating), DelimitedText.field(row.restaurant?.ratingsCount), DelimitedText.field(row.restaurant?.isOpen),
            DelimitedText.field(row.restaurant?.businessStatus?.rawValue), DelimitedText.field(degrees: row.location.latitude),
            DelimitedText.field(degrees: row.location.longitude),
        ]
    }
}
