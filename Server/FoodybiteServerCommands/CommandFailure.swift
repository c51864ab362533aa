import ArgumentParser
import Foundation

/// Prints `Error: message` on standard error and answers the exit status for the command to throw.
func commandFailure(_ message: String, status: Int32) -> ExitCode {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    return ExitCode(status)
}
