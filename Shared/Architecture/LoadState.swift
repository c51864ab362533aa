/// The state a view model exposes to its view.
public enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(UserFacingMessage)
}

extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Sendable where Value: Sendable {}
