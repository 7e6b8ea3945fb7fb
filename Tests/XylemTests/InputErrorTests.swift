import Foundation
import Testing
@testable import Xylem

/// The errors about the input as a whole (Errors/InputErrors.swift), checked where the public
/// API cannot reach them: a permission error cannot be caused when the tests run as root.
@Suite("Input errors")
struct InputErrorTests {
    @Test(arguments: [
        (ENOENT, CocoaError.Code.fileReadNoSuchFile), (ENOTDIR, .fileReadNoSuchFile),
        (EACCES, .fileReadNoPermission), (EPERM, .fileReadNoPermission),
        (ENAMETOOLONG, .fileReadInvalidFileName), (EISDIR, .fileReadUnknown), (EIO, .fileReadUnknown),
    ])
    func errnoBecomesFoundationsFileError(code: Int32, expected: CocoaError.Code) {
        let url = URL(fileURLWithPath: "/data/feed.xml")
        let error = FileCheck.error(errno: code, url: url)
        #expect(error.code == expected)
        #expect(error.filePath == "/data/feed.xml")
        #expect(error.url == url)
        #expect((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(code))
    }
}
