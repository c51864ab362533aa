/// What one request may cost at most, whatever the server does: time from sending to the last byte,
/// bytes of answer (counted after decompression, so a compressed bomb stops at the same size), and
/// redirects followed.
public struct HTTPClientLimits: Sendable, Equatable {
    /// 30 seconds for a whole request: a server that drips one byte at a time cannot hold a command.
    public static let standard = HTTPClientLimits(deadlineSeconds: 30, maxAnswerBytes: 10 * 1_048_576, maxImageBytes: 20 * 1_048_576, maxRedirects: 10)

    public let deadlineSeconds: Double
    /// For JSON and every other answer that is not an image.
    public let maxAnswerBytes: Int
    /// For answers served as `image/…` (photos).
    public let maxImageBytes: Int
    public let maxRedirects: Int

    public init(deadlineSeconds: Double, maxAnswerBytes: Int, maxImageBytes: Int, maxRedirects: Int) {
        self.deadlineSeconds = deadlineSeconds
        self.maxAnswerBytes = maxAnswerBytes
        self.maxImageBytes = maxImageBytes
        self.maxRedirects = maxRedirects
    }

    func maxBytes(forContentType contentType: String?) -> Int {
        contentType?.lowercased().hasPrefix("image/") == true ? maxImageBytes : maxAnswerBytes
    }
}
