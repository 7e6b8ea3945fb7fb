// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A download gave up before the whole document arrived: the server answered with a status
/// outside 200-299, or the connection failed or ended early. Thrown by the entry points that
/// take a `URLRequest`, after every record read before it was handed over (a truncated
/// download is never a short list that looks complete).
///
/// ```
/// do {
///     for try await item in decoder.records(Item.self, at: "feed/item", from: request) { ... }
/// } catch let error as XMLDownloadError where error.kind == .httpStatus {
///     print(error.statusCode ?? 0)
/// }
/// ```
public struct XMLDownloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the download stopped: an extensible set of static members, compared with `==` (new
    /// kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"httpStatus"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// The server answered with an HTTP status outside 200-299, in `statusCode`; nothing
        /// was parsed.
        public static let httpStatus = Kind(rawValue: "httpStatus")
        /// The connection failed or ended before the response did: `URLSession`'s error code is
        /// in `urlErrorCode` (`.networkConnectionLost` for a connection dropped mid-body,
        /// `.timedOut`, ...).
        public static let connectionFailed = Kind(rawValue: "connectionFailed")
    }

    /// Why the download stopped, as the download reports it. Internal: the public view is
    /// `kind`, `statusCode` and `urlErrorCode`.
    enum Reason: Sendable, Equatable {
        case httpStatus(Int)
        case connectionFailed(URLError.Code)
    }

    /// Why the download stopped (internal; see `kind`).
    let reason: Reason
    /// The URL that was requested.
    public let url: URL?
    /// The bytes of the body received before it stopped.
    public let bytesReceived: Int
    /// The body's length announced by the server (`Content-Length`), when it gave one.
    public let expectedLength: Int?

    /// Creates the error (only the download makes one: the initializer is internal).
    init(reason: Reason, url: URL?, bytesReceived: Int, expectedLength: Int?) {
        self.reason = reason
        self.url = url
        self.bytesReceived = bytesReceived
        self.expectedLength = expectedLength
    }

    /// Why the download stopped; compare it with a static member of `Kind`.
    public var kind: Kind {
        switch reason {
        case .httpStatus: .httpStatus
        case .connectionFailed: .connectionFailed
        }
    }

    /// For `.httpStatus`: the status the server answered with. Nil for the other kinds.
    public var statusCode: Int? {
        if case .httpStatus(let status) = reason { return status }
        return nil
    }

    /// For `.connectionFailed`: `URLSession`'s error code. Nil for the other kinds.
    public var urlErrorCode: URLError.Code? {
        if case .connectionFailed(let code) = reason { return code }
        return nil
    }

    /// What happened, with the URL and the status or how far the body came.
    public var description: String {
        let target = url?.absoluteString ?? "the request"
        switch reason {
        case .httpStatus(let status):
            return
                "The server answered \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status))) for \(target)"
        case .connectionFailed(let code):
            let of = expectedLength.map { " of \($0)" } ?? ""
            return
                "The download of \(target) stopped after \(bytesReceived)\(of) bytes (URLError code \(code.rawValue)); "
                + "the document is incomplete"
        }
    }
}
