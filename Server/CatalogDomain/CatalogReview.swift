import Foundation

/// A review that comes with the catalog (Google-style), as opposed to the Foodybite reviews users write.
public struct CatalogReview: Sendable, Equatable {
    public var authorName: String
    public var authorURL: String?
    public var profilePhotoURL: String?
    /// 1 to 5 stars.
    public var rating: Int
    public var text: String
    public var time: Date
    /// A BCP 47 language code such as `en` or `pt`.
    public var language: String?
    /// What the author wrote, when `text` is a translation of it.
    public var originalText: String?
    /// The language the author wrote in, when `text` is a translation.
    public var originalLanguage: String?

    public init(
        authorName: String,
        authorURL: String? = nil,
        profilePhotoURL: String? = nil,
        rating: Int,
        text: String,
        time: Date,
        language: String? = nil,
        originalText: String? = nil,
        originalLanguage: String? = nil
    ) {
        self.authorName = authorName
        self.authorURL = authorURL
        self.profilePhotoURL = profilePhotoURL
        self.rating = rating
        self.text = text
        self.time = time
        self.language = language
        self.originalText = originalText
        self.originalLanguage = originalLanguage
    }

    /// Whether `text` was translated from what the author wrote.
    public var isTranslated: Bool {
        originalText != nil
    }
}
