import Accounts
import CatalogSQLite
import Foundation
import GRDB
import Logging
import Reviews
import ServerStorage
import WriteLimits

extension ServerDatabase {
    /// Each area registers its own migrations; the order of areas never changes.
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        AccountsSchema.registerMigrations(in: &migrator)
        RatingsSchema.registerMigrations(in: &migrator)
        CatalogSchema.registerMigrations(in: &migrator)
        ReviewsSchema.registerMigrations(in: &migrator)
        CatalogFactsSchema.registerMigrations(in: &migrator)
        RefreshTokenRetrySchema.registerMigrations(in: &migrator)
        LoginFailureSchema.registerMigrations(in: &migrator)
        CatalogSearchPrefixSchema.registerMigrations(in: &migrator)
        CatalogStripIndexSchema.registerMigrations(in: &migrator)
        CatalogSearchByPlaceSchema.registerMigrations(in: &migrator)
        CatalogMergedRatingSchema.registerMigrations(in: &migrator)
        WriteAllowanceSchema.registerMigrations(in: &migrator)
        StorageProbeSchema.registerMigrations(in: &migrator)
        CatalogPlaceFactsSchema.registerMigrations(in: &migrator)
        CatalogGazetteerSchema.registerMigrations(in: &migrator)
        CatalogOutlineSchema.registerMigrations(in: &migrator)
        CatalogSearchSpellingsSchema.registerMigrations(in: &migrator)
        CatalogSearchWordsSchema.registerMigrations(in: &migrator)
        CatalogGazetteerWordsSchema.registerMigrations(in: &migrator)
        return migrator
    }

    /// The server's database with every area's tables: see `open(in:migrator:signingKeyFileName:…)`.
    public static func open(
        in dataDirectory: URL,
        busyTimeout: TimeInterval = 5,
        integrityCheckTimeLimit: TimeInterval = 10,
        logger: Logger? = nil
    ) throws -> ServerDatabase {
        try open(
            in: dataDirectory,
            migrator: migrator,
            signingKeyFileName: SigningKeyFile.fileName,
            busyTimeout: busyTimeout,
            integrityCheckTimeLimit: integrityCheckTimeLimit,
            logger: logger
        )
    }
}
