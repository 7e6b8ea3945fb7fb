// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The attribute names of start tags in the order the document writes them, found by the input
/// guard (`AttributeCounter`) in the bytes before XMLParser reads them, for the XMLParser
/// source: XMLParser hands an element's attributes over as a `Dictionary`, whose order changes
/// from one parse to the next (every dictionary hashes with a seed of its own), and
/// `ParserDelegate` puts them back in this order. libxml2's own source needs none of it.
///
/// Only start tags with two attributes or more are recorded (one attribute has one order), or
/// one or more when the document has a document type declaration (whose attribute defaults
/// XMLParser adds to the dictionary: the tag's own attributes come first, as libxml2 reports
/// them). Tags are numbered from 1 as `AttributeCounter` and the sources count them.
///
/// One parse uses it, on its parsing thread (the guard runs inside XMLParser's stream reads):
/// its state is `@exclusivity(unchecked)`, so the per-attribute work pays no dynamic
/// exclusivity check.
///
/// Memory stays bounded: the guard runs ahead of the parser by at most a chunk, and before it
/// checks the next one, `compact()` drops every record of a tag the parser has reported.
final class AttributeOrder {
    /// One start tag's record.
    struct Tag {
        /// The start tag's number, from 1.
        var number: Int
        /// Its first name, an index into `nameEnds`.
        var firstName: Int
        var nameCount: Int
        /// Whether a name is `xmlns` or `xmlns:prefix` (both sources report those first).
        var declaresNamespaces: Bool
    }

    /// The names, one after the other.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// Where each name ends in `bytes` (it starts where the one before ends).
    @exclusivity(unchecked) private var nameEnds: [Int] = []
    @exclusivity(unchecked) private var tags: [Tag] = []
    /// Whether the last tag's `>` has not been seen yet.
    @exclusivity(unchecked) private var isOpen = false
    /// The first record not handed over yet.
    @exclusivity(unchecked) private var next = 0
    /// The fewest attributes a recorded tag has (see the type's comment).
    @exclusivity(unchecked) var minimumCount = 2
    /// Start tags the parser has reported so far (`ParserDelegate` counts them).
    @exclusivity(unchecked) var reported = 0

    // MARK: - The guard's side

    /// The first attribute of start tag `number`.
    func beginTag(_ number: Int) {
        tags.append(Tag(number: number, firstName: nameEnds.count, nameCount: 0, declaresNamespaces: false))
        isOpen = true
    }

    /// The next attribute's name, as written.
    func add(_ name: UnsafeBufferPointer<UInt8>) {
        guard isOpen else { return }
        bytes.append(contentsOf: name)
        nameEnds.append(bytes.count)
        tags[tags.count - 1].nameCount += 1
        if Self.isDeclaration(name) { tags[tags.count - 1].declaresNamespaces = true }
    }

    /// The `>` of a tag that had attributes: a record with too few is dropped.
    func endTag() {
        guard isOpen else { return }
        isOpen = false
        let tag = tags[tags.count - 1]
        if tag.nameCount >= minimumCount { return }
        tags.removeLast()
        nameEnds.removeLast(tag.nameCount)
        bytes.removeLast(bytes.count - start(ofName: tag.firstName))
    }

    /// Drops the records of the tags reported so far (the guard calls it before each chunk).
    func compact() {
        while next < tags.count && tags[next].number <= reported { next += 1 }
        guard next > 0 else { return }
        if next == tags.count {
            // (A tag still open was reported only in a document that is not well-formed: the
            // rest of its names are not recorded.)
            isOpen = false
            bytes.removeAll(keepingCapacity: true)
            nameEnds.removeAll(keepingCapacity: true)
            tags.removeAll(keepingCapacity: true)
        } else {
            let names = tags[next].firstName
            let byteCount = start(ofName: names)
            bytes.removeFirst(byteCount)
            nameEnds.removeFirst(names)
            for k in nameEnds.indices { nameEnds[k] -= byteCount }
            tags.removeFirst(next)
            for k in tags.indices { tags[k].firstName -= names }
        }
        next = 0
    }

    // MARK: - The delegate's side

    /// The record of start tag `number`, if it has one; records of earlier tags are passed over.
    func take(_ number: Int) -> Tag? {
        while next < tags.count && tags[next].number < number { next += 1 }
        guard next < tags.count, tags[next].number == number, !(isOpen && next == tags.count - 1) else { return nil }
        next += 1
        return tags[next - 1]
    }

    /// The position of `name` among the names of `tag`, if it is one of them.
    func position(of name: UnsafeBufferPointer<UInt8>, in tag: Tag) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            var start = self.start(ofName: tag.firstName)
            for k in 0 ..< tag.nameCount {
                let end = nameEnds[tag.firstName + k]
                if end - start == name.count
                    && (name.count == 0 || memcmp(all.baseAddress! + start, name.baseAddress!, name.count) == 0)
                {
                    return k
                }
                start = end
            }
            return nil
        }
    }

    /// Whether name `k` of `tag` is a namespace declaration.
    func isDeclaration(_ k: Int, in tag: Tag) -> Bool {
        let index = tag.firstName + k
        return bytes.withUnsafeBufferPointer { all in
            Self.isDeclaration(UnsafeBufferPointer(rebasing: all[start(ofName: index) ..< nameEnds[index]]))
        }
    }

    // MARK: -

    /// The records held (for the tests of the bound).
    var recordedTags: Int { tags.count }

    private func start(ofName index: Int) -> Int { index == 0 ? 0 : nameEnds[index - 1] }

    /// `xmlns` or `xmlns:` followed by a prefix.
    private static func isDeclaration(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 5, name[0] == 0x78, name[1] == 0x6D, name[2] == 0x6C, name[3] == 0x6E, name[4] == 0x73
        else {
            return false
        }
        return name.count == 5 || name[5] == 0x3A
    }
}
