import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdout or stderr of this process. Writing never crashes: when stdout's reader has gone (`| head`),
/// the process ends quietly as if by SIGPIPE; other write failures (a closed descriptor) are dropped.
public struct StandardStream: TextOutput {
    public static let output = StandardStream(descriptor: 1)
    public static let error = StandardStream(descriptor: 2)

    public let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written >= 0 {
                offset += written
                continue
            }
            if errno == EINTR { continue }
            if errno == EPIPE, descriptor == 1 {
                // Nobody reads the results any more: end the way a shell pipeline expects.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
            return
        }
    }

    public var isTerminal: Bool {
        Terminal.isTerminal(descriptor)
    }
}
