// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// Xylem's typed decode of the shared models: `Xylem.XMLDecoder().decode(Model.self, from: data)`,
/// or with `contentsOf: url`, which streams the file and never holds it whole.
enum XylemRunner {
    static func decode(
        _ kind: DocumentKind, from data: Data,
        parser: Xylem.XMLDecoder.Parser = .foundation
    ) throws -> any Checksummed {
        let decoder = Xylem.XMLDecoder()
        decoder.parser = parser
        switch kind {
        case .gpx: return try decoder.decode(GPX.self, from: data)
        case .election: return try decoder.decode(ElectionResponse.self, from: data)
        case .podcast: return try decoder.decode(RSS.self, from: data)
        case .wide: return try decoder.decode(Catalog.self, from: data)
        case .deep: return try decoder.decode(DeepDocument.self, from: data)
        case .mixed: return try decoder.decode(MixedParagraph.self, from: data)
        }
    }

    static func decode(_ kind: DocumentKind, contentsOf url: URL) throws -> any Checksummed {
        let decoder = Xylem.XMLDecoder()
        switch kind {
        case .gpx: return try decoder.decode(GPX.self, contentsOf: url)
        case .election: return try decoder.decode(ElectionResponse.self, contentsOf: url)
        case .podcast: return try decoder.decode(RSS.self, contentsOf: url)
        case .wide: return try decoder.decode(Catalog.self, contentsOf: url)
        case .deep: return try decoder.decode(DeepDocument.self, contentsOf: url)
        case .mixed: return try decoder.decode(MixedParagraph.self, contentsOf: url)
        }
    }
}

// Xylem's other two ways to read the same documents have their own runners, filling the same
// models (so the same checksums apply): XylemTreeRunner.swift (`XMLTree`, walked) and
// XylemRecordsRunner.swift (the streaming record reader). To add another, write a runner file
// next to these and add one case to `Implementation` (Implementations.swift); timing, memory,
// table and JSON pick it up from there.
