/// A storage failure already reported (logged), on its way to the route that answers it, so that
/// `StorageErrorMiddleware` does not report it again.
package struct ReportedStorageError: Error {
    package let underlying: any Error

    package init(underlying: any Error) {
        self.underlying = underlying
    }
}
