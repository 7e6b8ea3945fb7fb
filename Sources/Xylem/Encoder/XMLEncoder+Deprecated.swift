// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The encoder's spellings from before the public names were settled for 1.0 (issue 27). They
// still work, with a warning that names the new spelling; Tests/XylemTests/DeprecatedNamesTests
// keeps them working until they are removed.

extension XMLEncoder.KeyEncodingStrategy {
    /// Renamed `convertToCapitalized`, the mirror of the decoder's `.convertFromCapitalized`.
    @available(*, deprecated, renamed: "convertToCapitalized")
    public static var capitalized: Self { .convertToCapitalized }
}

extension XMLStreamWriterError {
    /// The error of `write(_:as:)` or `close()` with no element open; now a `reason`.
    @available(*, deprecated, message: "compare the error's reason with .noOpenElement")
    public static func noOpenElement(_ name: String?) -> XMLStreamWriterError {
        XMLStreamWriterError(.noOpenElement(name))
    }

    /// The error of a second root element; now a `reason`.
    @available(*, deprecated, message: "compare the error's reason with .secondRoot")
    public static func secondRoot(_ name: String) -> XMLStreamWriterError { XMLStreamWriterError(.secondRoot(name)) }

    /// The error of `finish()` before any element; now a `reason`.
    @available(*, deprecated, message: "compare the error's reason with .noRoot")
    public static var noRoot: XMLStreamWriterError { XMLStreamWriterError(.noRoot) }

    /// The error of a call after `finish()`; now a `reason`.
    @available(*, deprecated, message: "compare the error's reason with .finished")
    public static var finished: XMLStreamWriterError { XMLStreamWriterError(.finished) }
}
