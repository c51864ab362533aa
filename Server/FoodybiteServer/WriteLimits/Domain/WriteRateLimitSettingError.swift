public struct WriteRateLimitSettingError: Error, CustomStringConvertible, Equatable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
