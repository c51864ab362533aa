import ArgumentParser

/// "Did you mean 'nearby'?" for a command line whose subcommand is mistyped: the subcommand of the
/// deepest command named so far that lies within two edits of the word typed (or that it begins), when
/// the parser's `error` was about that very word (a command may take an argument where another has a
/// subcommand).
enum SubcommandSuggestion {
    static func message(for arguments: [String], root: any ParsableCommand.Type, error: String) -> String? {
        var command: any ParsableCommand.Type = root
        for argument in arguments where !argument.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            if let next = subcommands.first(where: { $0._commandName == argument }) {
                command = next
                continue
            }
            guard error.contains("Unexpected argument '\(argument)'") else { return nil }
            let names = subcommands.map { $0._commandName }
            let close = names
                .map { (name: $0, distance: editDistance(argument.lowercased(), $0)) }
                .filter { $0.distance <= 2 || $0.name.hasPrefix(argument.lowercased()) }
                .min { $0.distance < $1.distance }
            let path = ([root._commandName] + commandPath(to: command, from: root)).joined(separator: " ")
            guard let close else { return "Unknown command '\(argument)'. `\(path) --help` lists them: \(names.joined(separator: ", "))." }
            return "Unknown command '\(argument)'. Did you mean '\(close.name)'? (`\(path) --help` lists them.)"
        }
        return nil
    }

    private static func commandPath(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type) -> [String] {
        guard ObjectIdentifier(command) != ObjectIdentifier(root) else { return [] }
        for child in root.configuration.subcommands {
            if ObjectIdentifier(child) == ObjectIdentifier(command) { return [child._commandName] }
            let below = commandPath(to: command, from: child)
            if !below.isEmpty { return [child._commandName] + below }
        }
        return []
    }

    /// Insertions, deletions, substitutions and swaps of neighbours between the two words.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous2: [Int] = Array(repeating: 0, count: b.count + 1)
        var previous: [Int] = Array(0...b.count)
        for i in 1...a.count {
            var current: [Int] = Array(repeating: 0, count: b.count + 1)
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
