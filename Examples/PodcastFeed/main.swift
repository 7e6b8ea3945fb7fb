// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// podcast-feed [FILE | URL]
//
// Lists the episodes of a podcast's RSS feed with their dates, durations and enclosure sizes.
// Without FILE it reads Examples/Data/xicara-de-cafe.rss; an http(s) URL is decoded while it
// downloads.

import ExampleSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

if let argument = CommandLine.arguments.dropFirst().first, let url = URL(string: argument),
    ["http", "https"].contains(url.scheme?.lowercased())
{
    do {
        for line in try await loadFeed(from: URLRequest(url: url)).report { print(line) }
        exit(0)
    } catch {
        printToStandardError("podcast-feed: \(argument): \(errorMessage(error))")
        exit(1)
    }
}

runFileExample(command: "podcast-feed", defaultFile: "xicara-de-cafe.rss") { file in
    try loadFeed(contentsOf: file).report
}
