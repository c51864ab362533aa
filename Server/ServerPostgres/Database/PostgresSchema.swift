import CatalogDomain
import FoodVocabulary

/// The PostgreSQL schema, the same data as the SQLite one (`ServerDatabase.migrator`) in PostgreSQL's
/// terms: snake_case names, `uuid`, `timestamptz`, `bytea`, and the catalog on PostGIS.
///
/// * Accounts: `account` (`email_key` is the email folded for comparison, unique), `session`,
///   `refresh_token` (SHA-256 hex of each token, with what a retry of its trade needs), `review` (one per
///   author and restaurant; `arrival` orders reviews written in the same instant) and
///   `restaurant_rating` (the reviews' totals per restaurant, kept in the same transactions).
/// * Catalog: `restaurant` with `location geography(Point)` under a GiST index (radius with
///   `ST_DWithin`, nearest first with `<->`), `effective_rating`/`effective_ratings_total` (the
///   catalog's rating and count merged with the reviews', `RatingRule`, kept by a trigger on
///   `restaurant_rating`) and their `rating_score` under `restaurant_by_prominence` (since v5), so that
///   "best rated within a radius" reads
///   the best rated first where the circle is dense; `restaurant_word` holds every word of a
///   restaurant's name, vicinity and cuisines folded as the SQLite full-text index folds them
///   (`SearchFolding.words`), in C collation so a btree answers word prefixes, each search word a
///   range of it; beside each word, the cell its restaurant lies in (since v15), so that a word near
///   a point is read from the cells around it alone.
/// * `restaurant_by_rating_tenth_and_location` (GiST over the rating's tenth and the location, through
///   `btree_gist`): "best rated within a radius" reads one tenth of the rating scale at a time, best
///   first, each within the circle only, and stops once it has enough, so neither a dense circle nor a
///   sparse one is read whole. `restaurant_name_word` and `restaurant_name_word_by_restaurant` hold the
///   name's words alone, so autocomplete checks a word prefix from the index without reading the table.
///   `restaurant_rated_by_tenth_and_location` is the same for the rated alone.
/// * `login_failure`: failed logins per (email, address), so that every instance counts them.
/// * `server_secret`: the token signing key, when no key file is given.
/// * `write_allowance`: admitted writes per rate-limit key until they stop counting, so that every
///   instance counts them (`WriteRateLimiter`).
/// * `place_name`: the gazetteer (`GazetteerEntry`), names of towns, neighbourhoods and streets;
///   `place_name_word` its words (C collation, as `restaurant_word`), kept by a trigger (since v14).
/// * `restaurant_outline`, `restaurant_outline_node`: the outlines of restaurants drawn as ways, and
///   which outlines each node is in.
/// * `storage_probe`: where `/health` writes a megabyte (rolled back) after a write failed for a full disk.
enum PostgresSchema {
    static let migrations: [PostgresMigration] = [
        accounts, catalog, sharedState, ratingTenthAndLocation, mergedRatings, writeAllowances, storageProbe, placeFacts, gazetteer, outlines,
        ratedByTenthAndLocation, cuisineWords, cuisineValueWords, gazetteerWords, wordCells,
    ]

    private static let accounts = PostgresMigration(version: 1, name: "accounts, sessions, reviews, ratings", statements: [
        """
        CREATE TABLE account (
            id uuid PRIMARY KEY,
            name text NOT NULL,
            email text NOT NULL,
            email_key text NOT NULL UNIQUE,
            password_hash text NOT NULL,
            created_at timestamptz NOT NULL,
            profile_image bytea
        )
        """,
        """
        CREATE TABLE session (
            id uuid PRIMARY KEY,
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            created_at timestamptz NOT NULL,
            expires_at timestamptz NOT NULL,
            refresh_count integer NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX session_on_account_id ON session (account_id)",
        "CREATE INDEX session_on_expires_at ON session (expires_at)",
        """
        CREATE TABLE refresh_token (
            token_hash text PRIMARY KEY,
            session_id uuid NOT NULL REFERENCES session (id) ON DELETE CASCADE,
            created_at timestamptz NOT NULL,
            expires_at timestamptz NOT NULL,
            used_at timestamptz,
            successor_hash text,
            successor_salt text,
            successor_issued_at bigint
        )
        """,
        "CREATE INDEX refresh_token_on_session_id ON refresh_token (session_id)",
        """
        CREATE TABLE review (
            id uuid PRIMARY KEY,
            account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            restaurant_id text NOT NULL,
            text text NOT NULL,
            stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
            created_at timestamptz NOT NULL,
            arrival bigint GENERATED ALWAYS AS IDENTITY,
            UNIQUE (account_id, restaurant_id)
        )
        """,
        "CREATE INDEX review_on_restaurant_id_created_at ON review (restaurant_id, created_at DESC, arrival DESC)",
        "CREATE INDEX review_on_account_id_created_at ON review (account_id, created_at DESC, arrival DESC)",
        """
        CREATE TABLE restaurant_rating (
            restaurant_id text PRIMARY KEY,
            review_count integer NOT NULL,
            stars_total integer NOT NULL
        )
        """,
    ])

    private static let sharedState = PostgresMigration(version: 3, name: "login failures, signing key", statements: [
        """
        CREATE TABLE login_failure (
            email_key text NOT NULL,
            address text NOT NULL,
            failed_at timestamptz NOT NULL
        )
        """,
        "CREATE INDEX login_failure_on_key ON login_failure (email_key, address, failed_at)",
        "CREATE INDEX login_failure_on_failed_at ON login_failure (failed_at)",
        """
        CREATE TABLE server_secret (
            name text PRIMARY KEY,
            value bytea NOT NULL,
            created_at timestamptz NOT NULL DEFAULT now()
        )
        """,
    ])

    /// The extension is created before the migrations run (`PostgresMigrator`); the index is built by
    /// the migrator's own connection, which no statement timeout limits.
    private static let ratingTenthAndLocation = PostgresMigration(version: 4, name: "rating tenth and location, name words", statements: [
        """
        CREATE INDEX restaurant_by_rating_tenth_and_location ON restaurant
            USING gist ((floor(coalesce(effective_rating, 0) * 10)::integer), location)
        """,
        "CREATE INDEX restaurant_name_word ON restaurant_word (word, restaurant_id) WHERE in_name",
        "CREATE INDEX restaurant_name_word_by_restaurant ON restaurant_word (restaurant_id, word) WHERE in_name",
    ])

    /// Ratings as `RatingRule` adds them up: the trigger merges the catalog's rating and count with the
    /// Foodybite reviews, and `rating_score` (stored, computed from them) is what both rating indexes order by.
    private static let mergedRatings = PostgresMigration(version: 5, name: "ratings merged with reviews, confidence score", statements: [
        """
        CREATE OR REPLACE FUNCTION restaurant_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE restaurant SET \(effectiveRatingAssignments)
                WHERE place_id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.restaurant_id END,
                                   CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.restaurant_id END);
            RETURN NULL;
        END
        $$
        """,
        "UPDATE restaurant SET \(effectiveRatingAssignments) WHERE place_id IN (SELECT restaurant_id FROM restaurant_rating)",
        """
        ALTER TABLE restaurant ADD COLUMN rating_score double precision
            GENERATED ALWAYS AS \(RatingRule.scoreSQL(rating: "effective_rating", count: "effective_ratings_total")) STORED
        """,
        "DROP INDEX restaurant_by_prominence",
        "CREATE INDEX restaurant_by_prominence ON restaurant ((coalesce(rating_score, 0)) DESC, effective_ratings_total DESC)",
        "DROP INDEX restaurant_by_rating_tenth_and_location",
        "CREATE INDEX restaurant_by_rating_tenth_and_location ON restaurant USING gist ((\(ratingTenth)), location)",
    ])

    private static let writeAllowances = PostgresMigration(version: 6, name: "write rate limits", statements: [
        "CREATE TABLE write_allowance (key text NOT NULL, expires_at timestamptz NOT NULL)",
        "CREATE INDEX write_allowance_on_key ON write_allowance (key, expires_at)",
        "CREATE INDEX write_allowance_on_expires_at ON write_allowance (expires_at)",
    ])

    private static let storageProbe = PostgresMigration(version: 7, name: "storage probe", statements: [
        "CREATE TABLE storage_probe (id integer PRIMARY KEY, written_at timestamptz NOT NULL, room bytea)",
        "ALTER TABLE storage_probe ALTER COLUMN room SET STORAGE EXTERNAL",
    ])

    /// `CatalogPlaceFacts` as JSON text, NULL when nothing is known (as SQLite's `restaurant.facts`).
    private static let placeFacts = PostgresMigration(version: 8, name: "place facts", statements: [
        "ALTER TABLE restaurant ADD COLUMN facts text",
    ])

    /// The gazetteer, as SQLite's `placeName` (`CatalogGazetteerSchema`).
    private static let gazetteer = PostgresMigration(version: 9, name: "gazetteer", statements: [
        """
        CREATE TABLE place_name (
            key text PRIMARY KEY,
            kind text NOT NULL,
            kind_rank integer NOT NULL,
            name text NOT NULL,
            other_names text,
            area text,
            latitude double precision NOT NULL,
            longitude double precision NOT NULL,
            search_text text NOT NULL
        )
        """,
    ])

    /// Restaurants' outlines, as SQLite's `restaurantOutline` and `restaurantOutlineNode` (`CatalogOutlineSchema`).
    private static let outlines = PostgresMigration(version: 10, name: "restaurant outlines", statements: [
        "CREATE TABLE restaurant_outline (source_key text PRIMARY KEY, nodes text NOT NULL)",
        "CREATE TABLE restaurant_outline_node (node_id bigint NOT NULL, source_key text NOT NULL, PRIMARY KEY (node_id, source_key))",
        "CREATE INDEX restaurant_outline_node_on_source_key ON restaurant_outline_node (source_key)",
    ])

    /// The rated restaurants alone by tenth and location, for the rated part of "best rated within a
    /// radius": on a catalog as imports have it, few or none are rated, and with every row in the index
    /// the planner read the circle from the location index once per tenth (27 ms within 500 m at a
    /// million unrated) where this index answers each tenth from a page or two.
    private static let ratedByTenthAndLocation = PostgresMigration(version: 11, name: "rated restaurants by tenth and location", statements: [
        """
        CREATE INDEX restaurant_rated_by_tenth_and_location ON restaurant
            USING gist ((\(ratingTenth)), location) WHERE rating_score IS NOT NULL
        """,
    ])

    /// The words people use for each restaurant's cuisines (`FoodVocabulary`: `pizzeria` for pizza), and
    /// the cuisines' words counted with the name's (`in_name`), as the writer now gives them: so that
    /// autocomplete finds `pizza` and `pizzaria`. (Latin spellings of names in other scripts come with the
    /// next import: PostgreSQL has no transliteration of its own.)
    private static let cuisineWords = PostgresMigration(version: 12, name: "words for cuisines", statements: [
        """
        UPDATE restaurant_word AS w SET in_name = true FROM restaurant AS r
            WHERE w.restaurant_id = r.id AND NOT w.in_name AND w.word = ANY (string_to_array(lower(r.cuisines), ';'))
        """,
        """
        INSERT INTO restaurant_word (word, restaurant_id, in_name)
            SELECT DISTINCT v.word, r.id, true
            FROM restaurant AS r
            CROSS JOIN LATERAL unnest(string_to_array(lower(r.cuisines), ';')) AS c (value)
            JOIN (VALUES \(vocabularyRows)) AS v (cuisine, word) ON v.cuisine = c.value
            ON CONFLICT (word, restaurant_id) DO UPDATE SET in_name = true
        """,
    ])

    /// Migration 12 counted a cuisine with the name's words only when its value was one word: the words
    /// of a value of several (`steak_house`: steak, house) are counted too.
    private static let cuisineValueWords = PostgresMigration(version: 13, name: "words of cuisines of several words", statements: [
        """
        UPDATE restaurant_word AS w SET in_name = true FROM restaurant AS r
            WHERE w.restaurant_id = r.id AND NOT w.in_name
              AND w.word = ANY (regexp_split_to_array(lower(r.cuisines), '[^[:alnum:]]+'))
        """,
    ])

    /// The gazetteer's words, as `restaurant_word` holds the catalog's: a lookup reads the entries having
    /// a word starting with each of its words (the rarest word driving) instead of every entry's
    /// `search_text`. The trigger keeps them in step with `place_name`, writing nothing for an entry
    /// imported again unchanged; an entry's words go with it.
    private static let gazetteerWords = PostgresMigration(version: 14, name: "gazetteer words", statements: [
        """
        CREATE TABLE place_name_word (
            word text COLLATE "C" NOT NULL,
            key text NOT NULL REFERENCES place_name (key) ON DELETE CASCADE,
            PRIMARY KEY (word, key)
        )
        """,
        "CREATE INDEX place_name_word_on_key ON place_name_word (key)",
        """
        CREATE FUNCTION place_name_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                IF OLD.search_text IS NOT DISTINCT FROM NEW.search_text THEN RETURN NULL; END IF;
                DELETE FROM place_name_word WHERE key = OLD.key;
            END IF;
            INSERT INTO place_name_word (word, key)
                SELECT DISTINCT word, NEW.key FROM regexp_split_to_table(btrim(NEW.search_text), ' ') AS word WHERE word <> ''
                ON CONFLICT DO NOTHING;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER place_name_words AFTER INSERT OR UPDATE OF search_text ON place_name
            FOR EACH ROW EXECUTE FUNCTION place_name_words_changed()
        """,
        """
        INSERT INTO place_name_word (word, key)
            SELECT DISTINCT word, p.key FROM place_name AS p CROSS JOIN LATERAL regexp_split_to_table(btrim(p.search_text), ' ') AS word
            WHERE word <> ''
        """,
    ])

    /// `('pizza', 'pizzeria'), …`: each cuisine value with each word for it (plain ASCII letters).
    private static let vocabularyRows = FoodVocabulary.cuisines
        .flatMap { cuisine in cuisine.osmValues.flatMap { value in cuisine.words.map { "('\(value)', '\($0)')" } } }
        .joined(separator: ", ")

    /// Sets restaurants' effective ratings from their catalog ratings and Foodybite reviews (`RatingRule`).
    static let effectiveRatingAssignments = RatingRule.effectiveRatingAssignmentsSQL(.postgres)

    /// A restaurant's score (`RatingRule`; 0 when it has none) to its tenth, 0...50: the key of
    /// `restaurant_by_rating_tenth_and_location`, spelled the same in the index and in the queries.
    static let ratingTenth = "floor(coalesce(rating_score, 0) * 10)::integer"
}
