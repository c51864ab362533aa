import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// A throwaway HTTP server on 127.0.0.1 and a free port that answers with a closure: a stand-in for a
/// service the app talks to (Google's hosts), stopped when the test ends.
final class LoopbackHTTPServer: Sendable {
    let baseURL: URL
    private let serviceGroup: ServiceGroup
    private let task: Task<Void, any Error>

    private init(baseURL: URL, serviceGroup: ServiceGroup, task: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.serviceGroup = serviceGroup
        self.task = task
    }

    static func start(respond: @escaping @Sendable (Request, URL) async throws -> Response) async throws -> LoopbackHTTPServer {
        let logger = Logger(label: "loopback-http-server", factory: { _ in SwiftLogNoOpLogHandler() })
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let baseURLs = BaseURLBox()
        let application = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in
                try await respond(request, baseURLs.value ?? URL(string: "http://127.0.0.1")!)
            },
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let serviceGroup = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [], logger: logger))
        let task = Task { try await serviceGroup.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
            await serviceGroup.triggerGracefulShutdown()
            throw LoopbackHTTPServerError.couldNotStart
        }
        baseURLs.value = baseURL
        return LoopbackHTTPServer(baseURL: baseURL, serviceGroup: serviceGroup, task: task)
    }

    func stop() async {
        await serviceGroup.triggerGracefulShutdown()
        _ = await task.result
    }

    private final class BaseURLBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: URL?

        var value: URL? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}

enum LoopbackHTTPServerError: Error {
    case couldNotStart
}
