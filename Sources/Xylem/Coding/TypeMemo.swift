// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// An answer about a type, kept for the last two types asked: a decode or an encode asks about
/// the same few types for every value, and the runtime's conformance lookup costs hundreds of
/// instructions (more for classes). Held by `DecodingSession` and `EncodingSession`, so that
/// every question either direction asks of a type goes through one of these.
struct TypeMemo<Value> {
    private var first: (ObjectIdentifier, Value)?
    private var second: (ObjectIdentifier, Value)?

    @inline(__always)
    mutating func value(for type: Any.Type, compute: (Any.Type) -> Value) -> Value {
        let id = ObjectIdentifier(type)
        if let first, first.0 == id { return first.1 }
        if let second, second.0 == id { return second.1 }
        let answer = compute(type)
        second = first
        first = (id, answer)
        return answer
    }
}
