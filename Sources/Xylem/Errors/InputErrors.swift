import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The errors about the input as a whole, thrown before any value is reached: a document that is
// not XML, wrapped the way JSONDecoder wraps invalid JSON, and a file that cannot be read,
// reported with Foundation's own error, as `Data(contentsOf:)` reports it.

extension DecodingError {
    /// A document Xylem could not read, as `dataCorrupted` with an empty coding path. The
    /// description says what kind of problem it is; the `XMLSyntaxError` underneath has the
    /// reason, the line and the column. (Printing the error shows both, so they do not repeat
    /// each other.)
    static func syntax(_ error: XMLSyntaxError) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: error.reason.summary, underlyingError: error))
    }
}

extension XMLSyntaxError.Reason {
    /// One sentence for the kind of problem, without the details (`XMLSyntaxError.message`),
    /// and without a final period: Swift adds one when it prints the error.
    var summary: String {
        switch self {
        case .parser, .unexpectedEnd, .noRootElement, .contentAfterRoot, .invalidUTF8, .invalidEncoding,
             .conflictingEncoding:
            return "The given data was not well-formed XML"
        case .entityDeclaration, .unsupportedEncoding, .instructionWithoutData:
            return "The given data uses an XML feature that Xylem does not read"
        case .documentTooLarge, .limitExceeded:
            return "The given data exceeds the decoder's limits"
        case .unreadable:
            return "The given data could not be read"
        }
    }
}

/// Checks that a URL names a file that can be read, before parsing starts, and throws the
/// `CocoaError` that Foundation's own file reading throws when it cannot:
/// `.fileReadNoSuchFile`, `.fileReadNoPermission`, `.fileReadInvalidFileName`,
/// `.fileReadUnsupportedScheme` for a URL that is not a file URL, `.fileReadUnknown` otherwise
/// (a directory, say), with the path and the POSIX error in `userInfo`.
enum FileCheck {
    static func readable(_ url: URL) throws {
        guard url.isFileURL else {
            throw CocoaError(.fileReadUnsupportedScheme, userInfo: [
                NSURLErrorKey: url,
                NSDebugDescriptionErrorKey: "Xylem reads file URLs only; download \(url) first",
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
        return CocoaError(kind, userInfo: [
            NSFilePathErrorKey: url.path,
            NSURLErrorKey: url,
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
        ])
    }
}
