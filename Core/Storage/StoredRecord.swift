import Foundation

/// One record of a `RecordStore` collection: its key, what was saved and when it was first saved.
public struct StoredRecord: Sendable, Equatable {
    public let key: String
    public let data: Data
    public let firstSavedAt: Date

    public init(key: String, data: Data, firstSavedAt: Date) {
        self.key = key
        self.data = data
        self.firstSavedAt = firstSavedAt
    }
}
