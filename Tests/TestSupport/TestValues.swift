import Foundation

public func anyURL() -> URL {
    URL(string: "http://any-url.example")!
}

public func anyData() -> Data {
    Data("any data".utf8)
}

public struct AnyError: Error, Equatable {
    public init() {}
}

public func anyError() -> AnyError {
    AnyError()
}

public func jsonData(_ object: Any) -> Data {
    try! JSONSerialization.data(withJSONObject: object)
}
