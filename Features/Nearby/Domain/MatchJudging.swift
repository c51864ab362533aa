/// Judges how well a restaurant matches what to eat, in the person's words (`MatchQuality`).
public protocol MatchJudging: Sendable {
    func quality(of restaurant: NearbyRestaurant, for what: String) -> MatchQuality
}
