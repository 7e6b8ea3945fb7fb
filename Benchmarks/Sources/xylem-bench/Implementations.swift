// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The document as every implementation receives it: already in memory, and also on disk
/// (the floor and Xylem's `contentsOf:` variant read the file). The encode rows get its model,
/// decoded once with Xylem, and write the streaming writer's output next to the file; the
/// JSONDecoder row gets that model as JSON.
struct DocumentInput {
    let data: Data
    let url: URL
    var model: (any Encodable)?
    var json: Data?

    init(data: Data, url: URL, model: (any Encodable)? = nil) {
        self.data = data
        self.url = url
        self.model = model
    }

    var outputURL: URL { url.appendingPathExtension("written.xml") }

    /// The input with its model decoded, when one of `implementations` encodes.
    func preparingModel(_ kind: DocumentKind, for implementations: [Implementation]) throws -> DocumentInput {
        guard implementations.contains(where: { $0.encodes || $0 == .jsonSameModel }) else { return self }
        var input = self
        input.model = try XylemRunner.decode(kind, from: data) as? any Encodable
        if implementations.contains(.jsonSameModel), let model = input.model {
            input.json = try JSONEncoder().encode(model)
        }
        return input
    }
}

/// The implementations compared, in the order each interleaved round runs them.
enum Implementation: String, CaseIterable, Sendable {
    /// Bare XMLParser with an empty delegate: the speed limit for anything built on XMLParser.
    case floor
    /// libxml2's SAX2 push parser with empty callbacks (LibXML2Floor.swift): the ceiling for a
    /// decoder on libxml2's events. A reference row like the floor: every document, no model.
    case libxml2Empty = "libxml2-sax-empty"
    /// `Xylem.XMLDecoder().decode(_:from: data)`: the typed decode the targets are about.
    case xylem = "Xylem"
    /// `Xylem.XMLDecoder().decode(_:contentsOf: url)`: the same, streamed from the file.
    case xylemFile = "Xylem-file"
    /// The same typed decode with `decoder.parser = .libxml2` (libxml2's SAX2 called directly).
    case xylemLibXML2 = "Xylem-libxml2"
    /// `XMLTree(data:)`, then a walk over its nodes that fills the models (XylemTreeRunner.swift).
    case xylemTree = "Xylem-tree"
    /// The same tree, parsed with `.libxml2`.
    case xylemTreeLibXML2 = "Xylem-tree-libxml2"
    /// `XMLTree(data:)` alone, with no walk: what building the tree costs (XylemTreeRunner.swift).
    /// Checked like the reference rows: the root's name only.
    case xylemTreeBuild = "Xylem-tree-build"
    /// The same with `.libxml2`.
    case xylemTreeBuildLibXML2 = "Xylem-tree-build-libxml2"
    /// The streaming record reader: `decodeEach` / `XMLStreamReader` at each document's record
    /// path, plus the data around the records (XylemRecordsRunner.swift).
    case xylemRecords = "Xylem-records"
    /// The same streaming reads with `.libxml2`.
    case xylemRecordsLibXML2 = "Xylem-records-libxml2"
    /// `records`, the async sequence, with `.libxml2` and the default `recordConcurrency` (a
    /// decoding thread per core beside the parser), GPX only (XylemRecordSequenceRunner.swift).
    case xylemRecordsParallel = "Xylem-records-parallel"
    /// The same sequence with `recordConcurrency = 1`: the parser thread decodes every record.
    case xylemRecordsSerial = "Xylem-records-serial"
    /// A hand-written `XMLParserDelegate` (flags, `String` accumulation, conversion at the end
    /// tag) filling the GPX and election models (HandDelegateRunner.swift); no row elsewhere.
    case handDelegate = "hand-delegate"
    case xmlCoder = "XMLCoder"
    case swxmlHash = "SWXMLHash"
    /// `Xylem.XMLEncoder().encode(model, root:)`: the model written back (EncodeRunner.swift).
    case xylemEncode = "Xylem-encode"
    /// `XMLStreamWriter`: the wrappers opened, the records written one at a time, into a file.
    case xylemStreamWrite = "Xylem-stream-write"
    /// XMLCoder's `XMLEncoder().encode(model, withRootKey:)`.
    case xmlCoderEncode = "XMLCoder-encode"
    /// The XMLCoder decode (XMLCoderRunner's) through XylemXMLCoder: what its shims cost
    /// against the Xylem row (XylemXMLCoderRunner.swift).
    case xylemXMLCoder = "XylemXMLCoder"
    /// The XMLCoder encode (EncodeRunner.xmlCoder's) through XylemXMLCoder, against Xylem-encode.
    case xylemXMLCoderEncode = "XylemXMLCoder-encode"
    /// Not XML: `JSONDecoder` reading the same model from its JSON (JSONEncoder's), mixed
    /// content only. Its time is what the model's synthesized `init(from:)` costs under
    /// Foundation's own decoder, beside what it costs under Xylem.
    case jsonSameModel = "JSONDecoder-same-model"

    /// The peers are much slower; `--quick` measures them fewer times.
    var isPeer: Bool { self == .xmlCoder || self == .swxmlHash || self == .xmlCoderEncode }

    /// Whether this row writes the document from its model rather than reading it.
    var encodes: Bool {
        self == .xylemEncode || self == .xylemStreamWrite || self == .xmlCoderEncode || self == .xylemXMLCoderEncode
    }

    /// The reference rows produce no model; their only check is a successful parse.
    var isReference: Bool {
        self == .floor || self == .libxml2Empty || self == .xylemTreeBuild || self == .xylemTreeBuildLibXML2
    }

    /// Whether this implementation has a row for documents of this kind.
    func supports(_ kind: DocumentKind) -> Bool {
        if kind == .mixed { return MixedContent.implementations.contains(self) }
        if self == .jsonSameModel { return false }
        if self == .xylemRecordsParallel || self == .xylemRecordsSerial { return kind == .gpx }
        return self == .handDelegate ? HandDelegateRunner.supports(kind) : true
    }

    static func named(_ name: String) -> Implementation? {
        allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    /// Decodes the document once. The reference rows return an empty result; everything else returns its
    /// model, whose checksum the caller compares with the generator's.
    func run(_ kind: DocumentKind, input: DocumentInput) throws -> any Checksummed {
        switch self {
        case .floor: return try FloorRunner.parse(contentsOf: input.url)
        case .libxml2Empty: return try LibXML2FloorRunner.parse(input.data)
        case .xylem: return try XylemRunner.decode(kind, from: input.data)
        case .xylemLibXML2: return try XylemRunner.decode(kind, from: input.data, parser: .libxml2)
        case .xylemFile: return try XylemRunner.decode(kind, contentsOf: input.url)
        case .xylemTree: return try XylemTreeRunner.decode(kind, from: input.data)
        case .xylemTreeLibXML2: return try XylemTreeRunner.decode(kind, from: input.data, parser: .libxml2)
        case .xylemTreeBuild: return try XylemTreeRunner.build(kind, from: input.data, parser: .foundation)
        case .xylemTreeBuildLibXML2: return try XylemTreeRunner.build(kind, from: input.data, parser: .libxml2)
        case .xylemRecords: return try XylemRecordsRunner.decode(kind, from: input.data)
        case .xylemRecordsLibXML2: return try XylemRecordsRunner.decode(kind, from: input.data, parser: .libxml2)
        case .xylemRecordsParallel:
            return try XylemRecordSequenceRunner.decode(kind, from: input.data, concurrency: nil)
        case .xylemRecordsSerial: return try XylemRecordSequenceRunner.decode(kind, from: input.data, concurrency: 1)
        case .handDelegate: return try HandDelegateRunner.decode(kind, contentsOf: input.url)
        case .xmlCoder: return try XMLCoderRunner.decode(kind, from: input.data)
        case .swxmlHash: return try SWXMLHashRunner.decode(kind, from: input.data)
        case .xylemEncode: return try EncodeRunner.xylem(kind, model(input))
        case .xylemStreamWrite: return try EncodeRunner.xylemStream(kind, model(input), to: input.outputURL)
        case .xmlCoderEncode: return try EncodeRunner.xmlCoder(kind, model(input))
        case .xylemXMLCoder: return try XylemXMLCoderRunner.decode(kind, from: input.data)
        case .xylemXMLCoderEncode: return try XylemXMLCoderRunner.encode(kind, model(input))
        case .jsonSameModel:
            guard let json = input.json else { throw BenchError.missing("the model as JSON") }
            return try JSONDecoder().decode(MixedParagraph.self, from: json)
        }
    }

    private func model(_ input: DocumentInput) throws -> any Encodable {
        guard let model = input.model else { throw BenchError.missing("the decoded model to encode") }
        return model
    }

    /// Runs once and checks the answer; throws `BenchError.wrongAnswer` on a mismatch.
    func runChecked(_ kind: DocumentKind, input: DocumentInput, expected: Checksum) throws {
        let result = try run(kind, input: input)
        try verify(result, expected: expected)
    }

    func verify(_ result: any Checksummed, expected: Checksum) throws {
        guard !isReference else { return }
        let got = result.checksum
        guard got.matches(expected) else { throw BenchError.wrongAnswer(expected: expected, got: got) }
    }
}
