/// How a request whose storage failed is answered. Each store's `StorageMonitoring` recognises its own
/// driver's errors; `StorageErrorMiddleware` turns the kind into the answer.
package enum StorageFailure: Equatable {
    /// Another writer held the database's write lock for longer than the busy timeout: 503.
    case busy
    /// The disk under the database is full: reported, then 503.
    case full
    /// The database cannot answer now (unreachable, restarting, a conflict it broke off): 503.
    case unavailable(StorageUnavailableError)
    /// Any other failure of the database: reported, then 500.
    case unexpected
}
