// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a request with `URLSession` into a `ByteChannel`, as the bytes arrive. Closing
/// the channel (the parse is over, stopped, or its task cancelled) cancels the download.
///
/// Back-pressure: when the channel is full, no more bytes are read from the connection until
/// the parser has read it down to half, so memory stays bounded whatever the speeds.
/// - On Apple platforms the data task is suspended and resumed (bytes already on their way
///   still arrive; the channel takes them).
/// - swift-corelibs-foundation (Linux) cannot do that: its `suspend()` takes the transfer off
///   libcurl and `resume()` sends the request again from the start (its body is then appended
///   to what came before: measured here, a corrupt document). There the delegate callbacks run
///   inline on the task's own queue, where libcurl delivers the bytes (`InlineDelegateQueue`),
///   and `didReceive` waits for room there: libcurl stops reading, and TCP holds the server back.
///   corelibs runs the transfers of all its sessions on one queue, so while one download waits
///   every other `URLSession` transfer of the process waits too (measured; documented in
///   Xylem.docc/Streaming.md).
final class URLDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let channel: ByteChannel
    private let url: URL?
    #if !canImport(FoundationNetworking)
    private let lock = NSLock()
    // Guarded by `lock`.
    private var task: URLSessionDataTask?
    private var suspended = false
    /// The channel made room before the delegate could suspend the task: do not suspend.
    private var roomBeforeSuspend = false
    #endif

    private init(channel: ByteChannel, url: URL?) {
        self.channel = channel
        self.url = url
    }

    /// An input that sends `request` each time a parse starts (a record sequence made from it
    /// can be iterated again).
    static func input(_ request: URLRequest, session: URLSession = .shared) -> AsyncByteInput {
        let configuration = session.configuration
        return AsyncByteInput(repeatable: true) { channel in start(request, configuration, into: channel) }
    }

    private static func start(
        _ request: URLRequest, _ configuration: URLSessionConfiguration, into channel: ByteChannel
    ) {
        let download = URLDownload(channel: channel, url: request.url)
        #if canImport(FoundationNetworking)
        let queue = InlineDelegateQueue()
        #else
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        #endif
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: queue)
        let task = session.dataTask(with: request)
        #if !canImport(FoundationNetworking)
        download.lock.withLock { download.task = task }
        channel.onSpace { download.roomAgain() }
        #endif
        channel.onClose { task.cancel() }
        task.resume()
        // The session keeps its delegate until its tasks are over; then both go.
        session.finishTasksAndInvalidate()
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200 ..< 300).contains(http.statusCode) {
            channel.finish(
                throwing: XMLDownloadError(
                    reason: .httpStatus(http.statusCode), url: url, bytesReceived: 0,
                    expectedLength: nil))
            return completionHandler(.cancel)
        }
        if response.expectedContentLength >= 0 { channel.expectedLength = Int(response.expectedContentLength) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let room = data.withUnsafeBytes { channel.append($0) }
        guard !room else { return }
        #if canImport(FoundationNetworking)
        channel.waitForRoom()
        #else
        guard !channel.isClosed else { return }
        lock.withLock {
            if roomBeforeSuspend {
                roomBeforeSuspend = false
            } else if !suspended {
                // Once: each `suspend()` needs its own `resume()`, and bytes already on their way
                // still arrive after it (URLSession delivers what it had read).
                suspended = true
                dataTask.suspend()
            }
        }
        #endif
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else { return channel.finish() }
        let code = (error as? URLError)?.code ?? Self.code((error as NSError).code)
        channel.finish(
            throwing: XMLDownloadError(
                reason: .connectionFailed(code), url: url,
                bytesReceived: channel.bytesReceived, expectedLength: channel.expectedLength))
    }

    /// A `URLError.Code` from an `NSError`'s code: its initializer is failable in
    /// swift-corelibs-foundation (an enum) and not on Apple platforms (a struct).
    private static func code(_ raw: Int) -> URLError.Code {
        #if canImport(FoundationNetworking)
        URLError.Code(rawValue: raw) ?? .unknown
        #else
        URLError.Code(rawValue: raw)
        #endif
    }

    #if !canImport(FoundationNetworking)
    /// The channel was read down to half: resume the task if it was suspended.
    private func roomAgain() {
        lock.withLock {
            if suspended {
                suspended = false
                task?.resume()
            } else {
                roomBeforeSuspend = true
            }
        }
    }
    #endif
}

#if canImport(FoundationNetworking)
/// The delegate queue of a download on swift-corelibs-foundation: it runs each callback at
/// once, on the thread that hands it over (the task's queue, inside libcurl's write callback),
/// in the order they come, so that a `didReceive` that waits for room holds libcurl back.
private final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif
