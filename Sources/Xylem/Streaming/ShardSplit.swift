// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The work of `XMLSplitter`, record by record, on the parse's thread. Each record is written
// with the tree's XML writer (`Document.writeElement`, XMLTree+XML.swift) into the current
// shard's `XMLWriter`, whose open elements are copies of the record's enclosing elements; those
// declare every namespace the original declared around the record, so a record carries no
// declarations of its own.
//
// Balancing: a shard ends after the record at which the input read reaches its share of the
// file. Where the parser is inside the current 128 KiB chunk is not known, so it is estimated
// from the bytes written since the chunk began, scaled by the ratio of input read to output
// written so far (1 until a chunk has been read: a file of one chunk is balanced by output).

/// The file names of a file's shards.
struct ShardNames {
    let file: URL
    let parts: Int
    let directory: URL

    /// `track-2-of-4.gpx` for `track.gpx`, the number padded to the width of `parts`.
    func url(ofShard index: Int) -> URL {
        let ext = file.pathExtension
        let stem = ext.isEmpty ? file.lastPathComponent : String(file.lastPathComponent.dropLast(ext.count + 1))
        let width = String(parts).count
        let number = String(repeating: "0", count: max(0, width - String(index + 1).count)) + String(index + 1)
        let name = "\(stem)-\(number)-of-\(parts)" + (ext.isEmpty ? "" : ".\(ext)")
        return directory.appendingPathComponent(name)
    }
}

final class ShardSplit {
    /// Bytes kept before they are written to the shard's file.
    private static let bufferSize = 1 << 20

    private let parts: Int
    private let inputSize: Int
    private let names: ShardNames

    /// An enclosing element of the original, told apart from one that later takes its place
    /// in the streaming document by where its start tag is.
    private struct Ancestor: Equatable {
        let index: Int32
        let line: Int32
        let column: Int32
    }

    /// The shard being written.
    private struct Shard {
        let index: Int
        let url: URL
        let handle: FileHandle
        var writer: XMLWriter
        var open: [Ancestor] = []
        let firstRecord: Int
        var records = 0
        var bytes = 0
    }

    private var shard: Shard?
    private var written: [XMLShard] = []
    private var recordCount = 0
    /// The enclosing elements of the last record, and a copy of them (the streaming document is
    /// cut back after each record), for empty shards at the end.
    private var lastChain: [Ancestor] = []
    private var lastAncestors = Document()
    /// Output bytes of all shards, and the input and output when the last chunk was read.
    private var output = 0
    private var inputAtChunk = 0
    private var outputAtChunk = 0

    init(parts: Int, inputSize: Int, names: ShardNames) {
        self.parts = parts
        self.inputSize = inputSize
        self.names = names
    }

    /// The parser is about to read past `bytesRead` bytes of input.
    func inputRead(_ bytesRead: Int) {
        inputAtChunk = bytesRead
        outputAtChunk = output
    }

    /// Writes the record `element` of `document` (the streaming document: the record and the
    /// elements around it) to the current shard, and ends the shard once it has its share.
    func add(_ element: Int32, of document: Document) throws {
        let chain = Array(document.lineage(of: element).dropFirst().reversed())
        let keys = chain.map {
            Ancestor(index: $0, line: document.elements[Int($0)].line, column: document.elements[Int($0)].column)
        }
        if keys != lastChain {
            lastChain = keys
            lastAncestors = document.copy(ofChain: chain)
        }
        var current = try shard.take() ?? open(written.count)
        let before = current.writer.output.bytes.count
        enter(chain, keys, of: document, in: &current)
        current.writer.beginText()
        current.writer.output.append(0x0A)
        document.writeElement(element, carrying: [], into: &current.writer)
        current.records += 1
        recordCount += 1
        output += current.writer.output.bytes.count - before
        if current.writer.output.bytes.count >= Self.bufferSize { try flush(&current) }
        if current.index < parts - 1 && estimatedInput() >= inputSize * (current.index + 1) / parts {
            try close(&current)
        } else {
            shard = current
        }
    }

    /// Ends the last shard and writes the empty ones after it; returns them all.
    func finish() throws -> [XMLShard] {
        if var current = shard.take() { try close(&current) }
        let chain = Array(Int32(0) ..< Int32(lastAncestors.elements.count))
        while written.count < parts {
            var empty = try open(written.count)
            enter(chain, chain.map { Ancestor(index: $0, line: 0, column: 0) }, of: lastAncestors, in: &empty)
            try close(&empty)
        }
        return written
    }

    // MARK: - Shards

    private func open(_ index: Int) throws -> Shard {
        let url = names.url(ofShard: index)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSURLErrorKey: url, NSDebugDescriptionErrorKey: "Cannot create the shard \(url.path)"])
        }
        var writer = XMLWriter(rootAttributes: [], names: [], declarations: [])
        writer.output.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        writer.output.append(0x0A)
        return Shard(
            index: index, url: url, handle: try FileHandle(forWritingTo: url), writer: writer, firstRecord: recordCount)
    }

    /// Makes `chain` (the record's enclosing elements, from the root; `wanted` tells them apart)
    /// the shard's open elements: closes those that differ, opens the rest as copies.
    private func enter(_ chain: [Int32], _ wanted: [Ancestor], of document: Document, in shard: inout Shard) {
        var common = 0
        while common < min(wanted.count, shard.open.count) && wanted[common] == shard.open[common] { common += 1 }
        if shard.open.count > common {
            shard.writer.close(downTo: common)
            shard.open.removeLast(shard.open.count - common)
        }
        for depth in common ..< chain.count {
            if depth > 0 {
                shard.writer.beginText()
                shard.writer.output.append(0x0A)
            }
            _ = document.writeStartTag(
                of: chain[depth], attributes: Array(document.attributeRange(of: chain[depth])), into: &shard.writer)
            shard.open.append(wanted[depth])
        }
    }

    /// Ends `current`: closes its elements and its file.
    private func close(_ current: inout Shard) throws {
        current.writer.close(downTo: 0)
        current.writer.output.append(0x0A)
        try flush(&current)
        try current.handle.close()
        written.append(
            XMLShard(
                url: current.url, firstRecord: current.firstRecord, recordCount: current.records,
                byteCount: current.bytes))
    }

    private func flush(_ shard: inout Shard) throws {
        let bytes = shard.writer.takeOutput()
        shard.bytes += bytes.count
        try shard.handle.write(contentsOf: bytes)
    }

    /// Where in the input the last record ended, estimated (see the top of the file).
    private func estimatedInput() -> Int {
        let ratio = inputAtChunk > 0 && outputAtChunk > 0 ? Double(inputAtChunk) / Double(outputAtChunk) : 1
        return inputAtChunk + Int(Double(output - outputAtChunk) * ratio)
    }
}

extension Document {
    /// The elements of `chain` (each the parent of the next) with their attributes, and
    /// nothing else, as a document of their own: the enclosing elements of a streamed record.
    func copy(ofChain chain: [Int32]) -> Document {
        var copy = Document()
        for (depth, element) in chain.enumerated() {
            var record = elements[Int(element)]
            record.name = copy.names.intern(names[record.name])
            record.parent = Int32(depth) - 1
            record.end = Int32(chain.count)
            record.firstAttribute = Int32(copy.attributes.count)
            record.textStart = 0
            record.textLength = 0
            copy.elements.append(record)
            for attribute in attributeRange(of: element) { copy.copyAttribute(attribute, of: self) }
        }
        return copy
    }
}
