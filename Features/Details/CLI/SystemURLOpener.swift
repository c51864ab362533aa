import Foundation

/// Opens a link as desktop programs do: `$BROWSER` (the first of a colon-separated list; `%s` stands for
/// the link, else it comes last), else `xdg-open`, found on `PATH`.
public struct SystemURLOpener: URLOpening {
    private let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    public func open(_ url: URL) -> Bool {
        guard let command = command(for: url), let executable = Self.find(command[0], path: environment["PATH"] ?? "/usr/bin:/bin") else { return false }
        let process = Process()
        process.executableURL = executable
        process.arguments = Array(command.dropFirst())
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The program and its arguments, the link among them.
    func command(for url: URL) -> [String]? {
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init)?.trimmingCharacters(in: .whitespaces), !browser.isEmpty {
            let words = browser.split(separator: " ").map(String.init)
            return words.contains("%s") ? words.map { $0 == "%s" ? url.absoluteString : $0 } : words + [url.absoluteString]
        }
        return ["xdg-open", url.absoluteString]
    }

    static func find(_ program: String, path: String) -> URL? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil }
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(program) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
