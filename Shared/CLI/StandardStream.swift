import Foundation

/// stdout or stderr of this process.
public struct StandardStream: TextOutput {
    public static let output = StandardStream(handle: .standardOutput, descriptor: 1)
    public static let error = StandardStream(handle: .standardError, descriptor: 2)

    private let handle: FileHandle
    public let descriptor: Int32

    private init(handle: FileHandle, descriptor: Int32) {
        self.handle = handle
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    public var isTerminal: Bool {
        Terminal.isTerminal(descriptor)
    }
}
