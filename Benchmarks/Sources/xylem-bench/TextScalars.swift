// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Scalar parsing shared by the walks that fill the models by hand (SWXMLHash and Xylem's tree):
/// the same rules for both, so neither gets an advantage.
enum TextScalars {
    static func double(_ text: String) throws -> Double {
        guard let value = Double(text) else { throw BenchError.badValue("Double", text) }
        return value
    }

    static func int(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw BenchError.badValue("Int", text) }
        return value
    }

    static func bool(_ text: String) throws -> Bool {
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default: throw BenchError.badValue("Bool", text)
        }
    }
}
