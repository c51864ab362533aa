import Foundation
import SharedCLI

/// Lines (and secrets) a test types in advance; records the prompts it was asked.
public final class ScriptedInput: LineReading, SecretReading, @unchecked Sendable {
    private let lock = NSLock()
    private var remainingLines: [String]
    private var remainingSecrets: [String]
    private var askedPrompts: [String] = []

    public init(lines: [String] = [], secrets: [String] = []) {
        self.remainingLines = lines
        self.remainingSecrets = secrets
    }

    public func readLine() -> String? {
        lock.withLock { remainingLines.isEmpty ? nil : remainingLines.removeFirst() }
    }

    public func readSecret(prompt: String) throws -> String {
        try lock.withLock {
            askedPrompts.append(prompt)
            guard !remainingSecrets.isEmpty else {
                throw UserFacingMessage("No password was entered.", exitStatus: .dataError)
            }
            return remainingSecrets.removeFirst()
        }
    }

    public var prompts: [String] {
        lock.withLock { askedPrompts }
    }
}
