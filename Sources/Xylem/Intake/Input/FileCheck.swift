// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that a URL names a file that can be read, before parsing starts, and throws the
/// `CocoaError` that Foundation's own file reading throws when it cannot:
/// `.fileReadNoSuchFile`, `.fileReadNoPermission`, `.fileReadInvalidFileName`,
/// `.fileReadUnsupportedScheme` for a URL that is not a file URL, `.fileReadUnknown` otherwise
/// (a directory, say), with the path and the POSIX error in `userInfo`.
enum FileCheck {
    /// `url`'s source, checked for reading first: what every entry point that takes a file URL
    /// and throws Foundation's errors reads.
    static func source(_ url: URL) throws -> ByteSource {
        try readable(url)
        return .file(url)
    }

    /// What is wrong with a URL that is not a file URL (Xylem does not download).
    static func notFileMessage(_ url: URL) -> String {
        "Only file URLs are read; download \(url) first"
    }

    static func readable(_ url: URL) throws {
        guard url.isFileURL else {
            throw CocoaError(
                .fileReadUnsupportedScheme,
                userInfo: [
                    NSURLErrorKey: url,
                    NSDebugDescriptionErrorKey: notFileMessage(url),
                ])
        }
        let failure: Int32? = url.withUnsafeFileSystemRepresentation { path in
            guard let path else { return ENOENT }
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return errno }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return errno }
            return status.st_mode & S_IFMT == S_IFDIR ? EISDIR : nil
        }
        if let failure { throw error(errno: failure, url: url) }
    }

    /// The error Foundation throws for a file that `open(2)` refused with `errno`.
    static func error(errno code: Int32, url: URL) -> CocoaError {
        let kind: CocoaError.Code
        switch code {
        case ENOENT, ENOTDIR: kind = .fileReadNoSuchFile
        case EACCES, EPERM: kind = .fileReadNoPermission
        case ENAMETOOLONG: kind = .fileReadInvalidFileName
        default: kind = .fileReadUnknown
        }
        return CocoaError(
            kind,
            userInfo: [
                NSFilePathErrorKey: url.path,
                NSURLErrorKey: url,
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
            ])
    }
}
