import Foundation
import SharedCLI

/// A review of the list as the fields of `--format csv` and `tsv`, the restaurant's id first.
enum ReviewRecord {
    static let header = ["restaurant_id", "restaurant_name", "author", "rating", "created_at", "text"]

    static func fields(of row: ReviewsListViewData.Row) -> [String] {
        [
            row.restaurantID, DelimitedText.field(row.restaurantName), row.author, String(row.rating),
            DelimitedText.field(row.createdAt.map { $0.formatted(.iso8601) }), row.text,
        ]
    }
}
