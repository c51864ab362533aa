import TestSupport
import Shared
import XCTest

final class DependencyManagerTests: XCTestCase {
    func test_resolve_returnsWhatTheFactoryMakesWhenRegistered() throws {
        let sut = makeSUT()
        sut.register(Greeting.self) { _ in Greeting(text: "hello") }

        let resolved = try sut.resolve(Greeting.self)

        XCTAssertEqual(resolved.text, "hello")
    }

    func test_resolve_throwsErrorNamingTheTypeWhenNothingIsRegistered() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.resolve(Greeting.self)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Greeting"), "Expected the message to name the type, got: \(message)")
            XCTAssertEqual(error as? DependencyResolutionError, .notRegistered(typeName: String(reflecting: Greeting.self)))
        }
    }

    func test_resolve_makesANewInstanceEachTimeForTransientLifetime() throws {
        let sut = makeSUT()
        sut.register(Counter.self, lifetime: .transient) { _ in Counter() }

        let first = try sut.resolve(Counter.self)
        let second = try sut.resolve(Counter.self)

        XCTAssertFalse(first === second)
    }

    func test_resolve_returnsTheSameInstanceForSingletonLifetime() throws {
        let sut = makeSUT()
        sut.register(Counter.self, lifetime: .singleton) { _ in Counter() }

        let first = try sut.resolve(Counter.self)
        let second = try sut.resolve(Counter.self)

        XCTAssertTrue(first === second)
    }

    func test_resolve_makesASingletonOnceWhenResolvedFromManyTasksAtOnce() async throws {
        let sut = makeSUT()
        let made = Counter()
        sut.register(Counter.self, lifetime: .singleton) { _ in
            made.increment()
            return Counter()
        }

        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<50 {
                group.addTask { ObjectIdentifier(try sut.resolve(Counter.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        XCTAssertEqual(instances.count, 1)
        XCTAssertEqual(made.value, 1)
    }

    func test_resolve_letsAFactoryResolveItsOwnDependencies() throws {
        let sut = makeSUT()
        sut.register(Greeting.self) { _ in Greeting(text: "hi") }
        sut.register(Greeter.self, lifetime: .singleton) { container in Greeter(greeting: try container.resolve(Greeting.self)) }

        let greeter = try sut.resolve(Greeter.self)

        XCTAssertEqual(greeter.greeting.text, "hi")
    }

    func test_resolve_resolvesProtocolsByTheirExistentialType() throws {
        let sut = makeSUT()
        sut.register((any Naming).self) { _ in FixedName() }

        let naming = try sut.resolve((any Naming).self)

        XCTAssertEqual(naming.name, "fixed")
    }

    func test_register_replacesAnEarlierRegistrationAndItsSingleton() throws {
        let sut = makeSUT()
        sut.register(Greeting.self, lifetime: .singleton) { _ in Greeting(text: "old") }
        _ = try sut.resolve(Greeting.self)

        sut.register(Greeting.self, lifetime: .singleton) { _ in Greeting(text: "new") }

        XCTAssertEqual(try sut.resolve(Greeting.self).text, "new")
    }

    func test_unregister_makesResolveFail() {
        let sut = makeSUT()
        sut.register(Greeting.self) { _ in Greeting(text: "x") }

        sut.unregister(Greeting.self)

        XCTAssertFalse(sut.isRegistered(Greeting.self))
        XCTAssertThrowsError(try sut.resolve(Greeting.self))
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> DependencyManager {
        let sut = DependencyManager()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private struct Greeting {
        let text: String
    }

    private struct Greeter {
        let greeting: Greeting
    }

    private protocol Naming {
        var name: String { get }
    }

    private struct FixedName: Naming {
        let name = "fixed"
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
