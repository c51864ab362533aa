/// A storage failure already reported (logged), on its way to the route that answers it, so that
/// `StorageErrorMiddleware` does not report it again.
struct ReportedStorageError: Error {
    let underlying: any Error
}
