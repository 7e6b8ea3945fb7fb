// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Starts the parser threads of record sequences and async parses, and the decoding threads of
/// record sequences. A thread is counted by the counter of the decoder that started it, when
/// it has one (`XMLDecoder.threadCounter`: the tests give their decoders one, to check that a
/// sequence left early leaves no thread behind; a user's decoder counts nothing).
enum StreamThreads {
    /// Starts `body` on a new thread, counted by `counter` until it returns.
    static func start(
        _ name: String = "Xylem record parser", counter: ThreadCounter?,
        _ body: @escaping @Sendable () -> Void
    ) {
        counter?.add(1)
        let thread = Thread {
            body()
            counter?.add(-1)
        }
        thread.name = name
        thread.start()
    }
}
