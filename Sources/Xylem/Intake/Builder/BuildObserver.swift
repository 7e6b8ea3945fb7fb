// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// What follows a parse as it is built, through the builder (streaming's `RecordRouter`): the
/// builder calls it at these points, with its `BuildState`, and knows nothing else of it.
///
/// Each call gets the state behind a pointer, for that call only: the builder owns the state.
/// A whole-document parse has no observer and pays one nil check per event for the hooks.
protocol BuildObserver: AnyObject {
    /// The parser feeding the builder, to stop it from inside an event (set with the builder's).
    var source: (any EventSource)? { get set }
    /// Why the observer stopped the parse (a handler threw, or the consumer went away), if it did.
    var failure: (any Error)? { get }

    /// Called once, before the parse: the names it will compare with the document's, interned
    /// in the document's table.
    func prepare(_ names: inout NameTable)
    /// After `BuildState.start` and the element's attributes.
    func didStart(_ state: UnsafeMutablePointer<BuildState>)
    /// An end tag, in place of the builder's own `BuildState.end()`: the observer closes the
    /// element itself, between what it does before and after; false when the element cannot be
    /// closed (`end()` returned false; the builder reports `BuildState.endFailure()`).
    func end(_ state: UnsafeMutablePointer<BuildState>) -> Bool
    /// A piece of text for the innermost open element, before the builder appends it: true
    /// when the observer took it (the builder then does not append it).
    func text(_ bytes: UnsafeBufferPointer<UInt8>, _ state: UnsafeMutablePointer<BuildState>) -> Bool
    /// Outside the parser's events: before a chunk of input is read, and once the parse is over.
    func outsideEvents(_ state: UnsafeMutablePointer<BuildState>)
}
