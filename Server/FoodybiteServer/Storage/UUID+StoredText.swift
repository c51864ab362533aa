import Foundation
import GRDB

extension UUID {
    /// Reads an ID column. IDs are stored as `uuidString` (upper-case text, as the API prints them), never
    /// as GRDB's default 16-byte blob, so a PostgreSQL store and people reading the file see the same IDs.
    init(storedText text: String) throws {
        guard let value = UUID(uuidString: text) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "malformed identifier in the database")
        }
        self = value
    }
}
