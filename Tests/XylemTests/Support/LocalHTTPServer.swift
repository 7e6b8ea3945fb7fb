// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (an ephemeral port), written on the system's sockets,
/// for the network tests: it serves documents in pieces with pauses, with `Content-Length` or
/// chunked, can drop the connection at a chosen byte, answers 404 for unknown paths, and
/// records what it sent and whether the client went away. One thread per connection.
final class LocalHTTPServer: @unchecked Sendable {
    /// How one path is served.
    struct Response: Sendable {
        enum Framing: Sendable {
            case contentLength
            case chunked
            /// Neither: the body ends when the connection is closed (HTTP/1.0 style).
            case untilClose
        }

        var body: Data
        var framing: Framing = .contentLength
        var status = 200
        /// The body is written in pieces of this many bytes...
        var pieceSize = 64 * 1024
        /// ... with this pause after each.
        var pause: TimeInterval = 0
        /// Closes the connection after this many body bytes (the framing announced more).
        var dropAfter: Int?
        /// Waits for `openGate()` (at most 10 s) before writing the last piece.
        var holdLastPiece = false
    }

    /// What happened on one connection.
    struct Connection: Sendable {
        var path = ""
        /// The request's head as received: its request line and header lines.
        var requestHead = ""
        var bodyBytesSent = 0
        var finished = false
        /// A write failed: the client closed the connection.
        var clientWentAway = false
    }

    private let listener: Int32
    let port: Int
    private let lock = NSLock()
    private var routes: [String: Response] = [:]
    private var log: [Connection] = []
    private var stopped = false
    private let gate = DispatchSemaphore(value: 0)

    /// Starts listening on 127.0.0.1, on a port the system picks.
    init() throws {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)  // an enum in Glibc
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LocalHTTPServer accept"
        thread.start()
    }

    /// Stops accepting connections (connections being served finish on their own).
    func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Serves `response` at `path` ("/feed.xml").
    func serve(_ path: String, _ response: Response) {
        lock.withLock { routes[path] = response }
    }

    /// Lets a response that holds its last piece write it.
    func openGate() {
        gate.signal()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The connections so far, oldest first.
    var connections: [Connection] { lock.withLock { log } }

    /// Waits (up to `seconds`) until `condition` holds for the connections.
    func wait(seconds: TimeInterval = 5, until condition: ([Connection]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(connections) { return true }
            usleep(5_000)
        }
        return condition(connections)
    }

    private func acceptLoop() {
        while !lock.withLock({ stopped }) {
            let client = accept(listener, nil, nil)
            if client < 0 { return }  // the listener was closed
            #if !canImport(Glibc)
            // Darwin has no MSG_NOSIGNAL: a client gone away must not raise SIGPIPE on a send.
            var on: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let index = lock.withLock {
                log.append(Connection()); return log.count - 1
            }
            let thread = Thread { [self] in handle(client, index) }
            thread.name = "LocalHTTPServer connection"
            thread.start()
        }
    }

    private func update(_ index: Int, _ change: (inout Connection) -> Void) {
        lock.withLock { change(&log[index]) }
    }

    private func handle(_ client: Int32, _ index: Int) {
        defer { close(client) }
        // A small send buffer, so that a client that stops reading stops the server soon.
        var size: Int32 = 32 * 1024
        setsockopt(client, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        guard let (path, requestHead) = readRequest(client) else { return }
        update(index) {
            $0.path = path
            $0.requestHead = requestHead
        }
        guard let response = lock.withLock({ routes[path] }) else {
            _ = transmit(
                client, Data("HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot found".utf8))
            update(index) { $0.finished = true }
            return
        }
        var head =
            "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\nContent-Type: application/xml\r\nConnection: close\r\n"
        switch response.framing {
        case .contentLength: head += "Content-Length: \(response.body.count)\r\n"
        case .chunked: head += "Transfer-Encoding: chunked\r\n"
        case .untilClose: break
        }
        guard transmit(client, Data((head + "\r\n").utf8)) else { return update(index) { $0.clientWentAway = true } }
        let end = min(response.body.count, response.dropAfter ?? response.body.count)
        var start = 0
        while start < end {
            let piece = response.body.subdata(in: start ..< min(end, start + response.pieceSize))
            if response.holdLastPiece && start + piece.count == end { _ = gate.wait(timeout: .now() + 10) }
            let framed =
                response.framing == .chunked
                ? Data(String(piece.count, radix: 16).utf8) + Data("\r\n".utf8) + piece + Data("\r\n".utf8) : piece
            guard transmit(client, framed) else { return update(index) { $0.clientWentAway = true } }
            start += piece.count
            update(index) { $0.bodyBytesSent = start }
            if response.pause > 0 { usleep(useconds_t(response.pause * 1_000_000)) }
        }
        if response.dropAfter != nil { return }  // closed without ending the body
        if response.framing == .chunked, !transmit(client, Data("0\r\n\r\n".utf8)) {
            return update(index) { $0.clientWentAway = true }
        }
        update(index) { $0.finished = true }
    }

    /// Reads the request head; returns the path of its request line, and the head.
    private func readRequest(_ client: Int32) -> (path: String, head: String)? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 64 * 1024 {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return nil }
            head += buffer[0 ..< n]
            if let text = String(bytes: head, encoding: .utf8), text.contains("\r\n\r\n") {
                let parts = text.prefix { $0 != "\r" }.split(separator: " ")
                return parts.count >= 2 ? (String(parts[1]), text) : nil
            }
        }
        return nil
    }

    #if canImport(Glibc)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let sendFlags: Int32 = 0  // SO_NOSIGPIPE is set on each connection instead
    #endif

    /// Writes all of `data`; false when the client has gone away.
    private func transmit(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = send(client, raw.baseAddress! + sent, raw.count - sent, Self.sendFlags)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
    }
}
