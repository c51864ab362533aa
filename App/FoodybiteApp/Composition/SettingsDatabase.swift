import Core

/// The settings database (preferences, the saved location, favourites), opened once for the stores
/// that share it.
struct SettingsDatabase: Sendable {
    let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }
}
