/// Which of Google's two Places APIs to speak. Our server speaks both; Google projects created since
/// March 2025 can use only the new one.
public enum PlacesAPIGeneration: String, Sendable, Equatable, CaseIterable {
    /// Places API (New): JSON bodies, the key in a header, a field mask, at most 20 nearby results.
    case new
    /// The legacy Places web service: GET with `key=`, a `status` in every answer, pages of 20.
    case legacy
}
