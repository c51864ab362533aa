import Foundation
import SharedCLI

/// What `favourites add`, `remove`, `export --output` and `import` print with `--json`: the one key
/// saying what was done.
struct FavouritesChangeDocument: Encodable {
    struct Kept: Encodable {
        let id: String
        let name: String
        @NullEncodable var note: String?
        let addedAt: Date

        init(_ favourite: Favourite) {
            id = favourite.restaurantID
            name = favourite.name
            note = favourite.note
            addedAt = favourite.addedAt
        }
    }

    struct Exported: Encodable {
        let count: Int
        let file: String
    }

    struct Imported: Encodable {
        let added: Int
        let updated: Int
    }

    var added: Kept?
    var removed: Kept?
    var exported: Exported?
    var imported: Imported?
}
