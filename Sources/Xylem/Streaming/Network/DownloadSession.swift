// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session the downloads of one input run in where the caller's session cannot give a
/// task a delegate of its own (swift-corelibs-foundation; Apple systems before macOS 12 and
/// iOS 15): made at the first download from the caller's `configuration` (its headers, cookie
/// and credential storage, cache, proxies and timeouts), shared by every parse of the input
/// (a record sequence iterated again), and invalidated when the input is gone, once its tasks
/// are over. What it cannot take from the caller is the caller's session delegate.
final class DownloadSession: @unchecked Sendable {
    private let configuration: URLSessionConfiguration
    private let router = DownloadRouter()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var session: URLSession?

    init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
    }

    deinit {
        session?.finishTasksAndInvalidate()
    }

    /// A task for `request` whose callbacks go to `delegate`; not resumed yet.
    func dataTask(with request: URLRequest, delegate: URLDownload) -> URLSessionDataTask {
        let current = lock.withLock {
            if let session { return session }
            let made = URLSession(configuration: configuration, delegate: router, delegateQueue: Self.delegateQueue())
            session = made
            return made
        }
        let task = current.dataTask(with: request)
        router.register(delegate, for: task)
        return task
    }

    /// On swift-corelibs-foundation, callbacks run at once on the thread that hands them over
    /// (libcurl's queue, which every session shares): `URLDownload` never waits there, so no
    /// thread hop is needed. Elsewhere a serial queue of the session's own.
    private static func delegateQueue() -> OperationQueue {
        #if canImport(FoundationNetworking)
        return InlineDelegateQueue()
        #else
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
        #endif
    }
}

/// The one delegate of a `DownloadSession`: hands each task's callbacks to the `URLDownload`
/// registered for it (what a per-task delegate would do), and forgets it when the task ends.
private final class DownloadRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var downloads: [Int: URLDownload] = [:]

    func register(_ download: URLDownload, for task: URLSessionTask) {
        lock.withLock { downloads[task.taskIdentifier] = download }
    }

    private func download(of task: URLSessionTask) -> URLDownload? {
        lock.withLock { downloads[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let download = download(of: dataTask) else { return completionHandler(.cancel) }
        download.urlSession(session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        download(of: dataTask)?.urlSession(session, dataTask: dataTask, didReceive: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let download = lock.withLock { downloads.removeValue(forKey: task.taskIdentifier) }
        download?.urlSession(session, task: task, didCompleteWithError: error)
    }
}

#if canImport(FoundationNetworking)
/// The delegate queue of a `DownloadSession` on swift-corelibs-foundation: it runs each
/// callback at once, on the thread that hands it over (inside libcurl's write callback), in
/// the order they come.
private final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif
