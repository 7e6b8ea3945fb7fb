// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Testing

/// The suites that download from `LocalHTTPServer`, run one after the other: on Linux a
/// download held back by a slow consumer holds back every `URLSession` transfer of the process
/// (swift-corelibs-foundation runs them on one queue; see `URLDownload`), so two of these
/// suites at once would wait on each other.
@Suite(.serialized)
struct NetworkSuites {}
