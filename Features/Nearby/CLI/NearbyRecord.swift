import SharedCLI

/// A row of the nearby list as the fields of `--format csv` and `tsv`, id first.
enum NearbyRecord {
    static let header = [
        "id", "name", "cuisines", "rating", "ratings_count", "price_level", "open_now", "business_status", "distance_m", "latitude", "longitude",
    ]

    static func fields(of row: RestaurantRowViewData) -> [String] {
        [
            row.id, row.name, row.cuisines.joined(separator: "; "), DelimitedText.field(row.rating), DelimitedText.field(row.ratingsCount),
            DelimitedText.field(row.priceLevel), DelimitedText.field(row.openNow), DelimitedText.field(row.businessStatus?.rawValue),
            String(Int(row.distanceMeters.rounded())), DelimitedText.field(degrees: row.location.latitude),
            DelimitedText.field(degrees: row.location.longitude),
        ]
    }
}
