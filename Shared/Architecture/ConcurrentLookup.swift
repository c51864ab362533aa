/// Looks keys up a few at a time (never more than `atOnce` in flight): the answers found, by key; a key
/// whose lookup answers nil is left out.
public enum ConcurrentLookup {
    public static func values<Value: Sendable>(
        for keys: [String], atOnce: Int, _ lookUp: @escaping @Sendable (String) async -> Value?
    ) async -> [String: Value] {
        await withTaskGroup(of: (String, Value?).self) { group in
            var found: [String: Value] = [:]
            var pending = keys.makeIterator()
            for _ in 0..<max(1, atOnce) {
                guard let key = pending.next() else { break }
                group.addTask { (key, await lookUp(key)) }
            }
            while let (key, value) = await group.next() {
                found[key] = value
                if let next = pending.next() {
                    group.addTask { (next, await lookUp(next)) }
                }
            }
            return found
        }
    }
}
