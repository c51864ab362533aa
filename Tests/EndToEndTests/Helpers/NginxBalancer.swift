import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Debian's nginx as a round-robin load balancer on a free loopback port in front of server instances,
/// with its own configuration, pid file and logs in a temporary folder; stopped when the test ends.
/// A dead instance is skipped (`proxy_next_upstream error timeout`); a POST already sent to an instance
/// that dies is not retried (nginx never repeats a non-idempotent request), so it is simply not acknowledged.
final class NginxBalancer: @unchecked Sendable {
    let baseURL: URL
    private let process: Process

    private init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    static func start(upstreams: [URL], on testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) async throws -> NginxBalancer {
        guard let nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            let why = "nginx is not installed (scripts/setup --test installs it as root)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("The load-balancer test must run under CI=true, but \(why).", file: file, line: line)
                throw EndToEndSetupError.unavailable(why)
            }
            throw XCTSkip("Load-balancer test skipped: \(why).")
        }
        let directory = try testCase.makeTemporaryDirectory()
        var lastError = ""
        for _ in 0..<5 {
            let port = try freeLoopbackPort()
            let configuration = directory.appendingPathComponent("nginx.conf")
            try Self.configuration(port: port, upstreams: upstreams, directory: directory).write(to: configuration, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: nginx)
            process.arguments = ["-p", directory.path, "-c", configuration.path, "-e", directory.appendingPathComponent("error.log").path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let baseURL = URL(string: "http://127.0.0.1:\(port)")!
            if await Self.answers(baseURL, while: process) {
                let balancer = NginxBalancer(baseURL: baseURL, process: process)
                testCase.addTeardownBlock { balancer.stop() }
                return balancer
            }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            lastError = (try? String(contentsOf: directory.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
        }
        throw EndToEndSetupError.failed("nginx did not start: \(lastError)")
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    static func configuration(port: Int, upstreams: [URL], directory: URL) -> String {
        let path = directory.path
        // As root nginx would hand its workers to `nobody`, who cannot write the temporary folders here.
        let user = getuid() == 0 ? "user root;\n" : ""
        let servers = upstreams.map { "    server \($0.host ?? "127.0.0.1"):\($0.port ?? 80) max_fails=1 fail_timeout=30s;" }
        return """
            \(user)daemon off;
            master_process on;
            worker_processes 1;
            pid \(path)/nginx.pid;
            error_log \(path)/error.log warn;
            events { worker_connections 512; }
            http {
              access_log off;
              client_body_temp_path \(path)/client_body;
              proxy_temp_path \(path)/proxy;
              fastcgi_temp_path \(path)/fastcgi;
              uwsgi_temp_path \(path)/uwsgi;
              scgi_temp_path \(path)/scgi;
              upstream foodybite {
            \(servers.joined(separator: "\n"))
                keepalive 32;
              }
              server {
                listen 127.0.0.1:\(port);
                client_max_body_size 16m;
                location / {
                  proxy_pass http://foodybite;
                  proxy_http_version 1.1;
                  proxy_set_header Connection "";
                  proxy_set_header Host $host;
                  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
                  proxy_next_upstream error timeout;
                  proxy_connect_timeout 2s;
                  proxy_read_timeout 30s;
                }
              }
            }

            """
    }

    /// Waits (a bounded number of tries, a guard against a hang) until /health answers through nginx.
    private static func answers(_ baseURL: URL, while process: Process) async -> Bool {
        let session = URLSession(configuration: .ephemeral)
        for _ in 0..<100 where process.isRunning {
            if let (_, response) = try? await session.data(from: baseURL.appendingPathComponent("health")),
               (response as? HTTPURLResponse)?.statusCode == 200 {
                return true
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    private static func freeLoopbackPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw EndToEndSetupError.failed("no socket for a free port") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw EndToEndSetupError.failed("no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
