import Hummingbird
import NIOCore

/// The request context of every route: Hummingbird's core storage plus the peer's address (used to
/// throttle repeated failed logins).
public struct FoodybiteRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var remoteAddress: String

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
        self.remoteAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }
}
