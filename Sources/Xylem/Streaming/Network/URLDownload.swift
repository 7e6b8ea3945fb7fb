// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a request with the caller's `URLSession` into a `ByteChannel`, as the bytes
/// arrive. Closing the channel (the parse is over, stopped, or its task cancelled) cancels the
/// download.
///
/// The session: auth, proxies, cookies, timeouts and the rest of the configuration are the
/// caller's. Where the platform has per-task delegates (`URLSessionTask.delegate`, macOS 12,
/// iOS 15) the task is the caller's session's, with this object as its delegate.
/// swift-corelibs-foundation (Linux) has the property but calls it only for the async
/// convenience methods: a `dataTask(with:)` delivers its bytes to the session's delegate
/// (`URLSession.behaviour(for:)`, `.callDelegate`; measured here: nothing arrives). There, and on
/// older Apple systems, the download runs in a session made once per input from the caller's
/// `configuration` (`DownloadSession`): the same headers, cookie and credential storage, cache,
/// proxies and timeouts, but not the caller's session delegate.
///
/// Back-pressure: memory stays at the channel's capacity (512 KiB) whatever the speeds.
/// - On Apple platforms the data task is suspended when the channel is full and resumed when
///   the parser has read it down to half (bytes already on their way still arrive; the channel
///   takes them).
/// - swift-corelibs-foundation cannot do that: its `suspend()` takes the transfer off libcurl
///   and `resume()` sends the request again from the start (its body then appended to what came
///   before: a corrupt document), and blocking the delegate would hold back every `URLSession`
///   transfer of the process (corelibs runs them all on one queue). There the delegate never
///   waits: the channel overflows to an unlinked temporary file (`ByteChannel.Overflow`), read
///   back in order when the parser catches up, and closed with the channel.
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

    /// An input that sends `request` with `session` each time a parse starts (a record
    /// sequence made from it can be iterated again).
    static func input(_ request: URLRequest, session: URLSession) -> AsyncByteInput {
        #if canImport(FoundationNetworking)
        let own = DownloadSession(configuration: session.configuration)
        return AsyncByteInput(repeatable: true) {
            let channel = ByteChannel(overflow: .temporaryFile())
            let task = own.dataTask(with: request, delegate: URLDownload(channel: channel, url: request.url))
            channel.onClose { task.cancel() }
            task.resume()
            return channel
        }
        #else
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return AsyncByteInput(repeatable: true) { channel in
                let download = URLDownload(channel: channel, url: request.url)
                let task = session.dataTask(with: request)
                task.delegate = download
                download.started(task)
            }
        }
        let own = DownloadSession(configuration: session.configuration)
        return AsyncByteInput(repeatable: true) { channel in
            let download = URLDownload(channel: channel, url: request.url)
            download.started(own.dataTask(with: request, delegate: download))
        }
        #endif
    }

    #if !canImport(FoundationNetworking)
    /// Ties the task to the channel (suspended when full, cancelled when closed) and starts it.
    private func started(_ task: URLSessionDataTask) {
        lock.withLock { self.task = task }
        channel.onSpace { [self] in roomAgain() }
        channel.onClose { task.cancel() }
        task.resume()
    }
    #endif

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
        // Full: the channel keeps the bytes in its overflow file, so go on. Over: the parse
        // ended, or the file could not be written (the reader gets that error): stop, from
        // outside this callback: corelibs' `cancel()` waits for the queue this runs on
        // (`workQueue.sync`), which would deadlock this thread and, behind it, every transfer.
        if channel.isOver { DispatchQueue.global().async { dataTask.cancel() } }
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
