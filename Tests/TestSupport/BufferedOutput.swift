import Foundation
import SharedCLI

/// A `TextOutput` that keeps what was written, for asserting what a person would see.
public final class BufferedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    public init() {}

    public func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    public var text: String {
        lock.withLock { buffer }
    }

    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
    }
}
