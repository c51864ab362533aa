public struct WriteRateLimitSettingError: Error, CustomStringConvertible, Equatable {
    public let description: String

    package init(_ description: String) {
        self.description = description
    }
}
