import Synchronization

/// The field masks the Places API (New) routes read, each parsed once (`PlacesNewFieldMask.parse`) and
/// kept by target and text: a client sends the same mask with every request, and parsing our client's
/// twenty paths took a tenth of a search's time on the server. Refused masks are not kept.
enum PlacesNewFieldMasks {
    /// Masks kept at most; past them the cache starts over.
    static let kept = 64

    private struct Key: Hashable {
        let target: PlacesNewFieldMask.Target
        let text: String
    }

    private static let parsed = Mutex<[Key: PlacesNewFieldMask]>([:])

    static func parse(_ text: String?, for target: PlacesNewFieldMask.Target) throws(PlacesNewError) -> PlacesNewFieldMask? {
        guard let text else { return nil }
        let key = Key(target: target, text: text)
        if let mask = parsed.withLock({ $0[key] }) { return mask }
        guard let mask = try PlacesNewFieldMask.parse(text, for: target) else { return nil }
        parsed.withLock { masks in
            if masks.count >= kept { masks.removeAll() }
            masks[key] = mask
        }
        return mask
    }
}
