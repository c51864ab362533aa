import Foundation
import SharedCLI

/// Opens `$VISUAL` or `$EDITOR` (else `vi`) on a temporary file and reads it back, dropping lines that
/// start with `#`, as git does for commit messages.
public struct ExternalEditor: ReviewTextEditing {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func editText(template: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-review-\(UUID().uuidString).txt")
        try Data(template.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The editor setting may carry arguments ("code --wait"); the file name is passed as $1.
        process.arguments = ["-c", "\(editor) \"$1\"", "foodybite-editor", file.path]
        // The editor talks to the terminal itself, never to stdout, which may be a pipe or a --json file.
        if let terminal = FileHandle(forUpdatingAtPath: "/dev/tty") {
            process.standardInput = terminal
            process.standardOutput = terminal
            process.standardError = terminal
        }
        do {
            try process.run()
        } catch {
            throw UserFacingMessage("Cannot start the editor '\(editor)'.", hint: "Set EDITOR, or pass the review with --text.", exitStatus: .failure)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UserFacingMessage("The editor '\(editor)' failed (status \(process.terminationStatus)); nothing was posted.", exitStatus: .failure)
        }
        let written = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return written.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }
            .joined(separator: "\n")
    }
}
