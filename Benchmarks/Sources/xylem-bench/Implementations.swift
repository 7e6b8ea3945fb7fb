import Foundation

/// The document as every implementation receives it: already in memory, and also on disk
/// (the floor and Xylem's `contentsOf:` variant read the file).
struct DocumentInput {
    let data: Data
    let url: URL
}

/// The implementations compared, in the order each interleaved round runs them.
enum Implementation: String, CaseIterable, Sendable {
    /// Bare XMLParser with an empty delegate: the speed limit for anything built on XMLParser.
    case floor
    /// `Xylem.XMLDecoder().decode(_:from: data)`: the typed decode the targets are about.
    case xylem = "Xylem"
    /// `Xylem.XMLDecoder().decode(_:contentsOf: url)`: the same, streamed from the file.
    case xylemFile = "Xylem-file"
    /// `XMLTree(data:)`, then a walk over its nodes that fills the models (XylemTreeRunner.swift).
    case xylemTree = "Xylem-tree"
    /// The streaming record reader: `decodeEach` / `XMLStreamReader` at each document's record
    /// path, plus the data around the records (XylemRecordsRunner.swift).
    case xylemRecords = "Xylem-records"
    case xmlCoder = "XMLCoder"
    case swxmlHash = "SWXMLHash"

    /// The peers are much slower; `--quick` measures them fewer times.
    var isPeer: Bool { self == .xmlCoder || self == .swxmlHash }

    static func named(_ name: String) -> Implementation? {
        allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    /// Decodes the document once. The floor returns an empty result; everything else returns its
    /// model, whose checksum the caller compares with the generator's.
    func run(_ kind: DocumentKind, input: DocumentInput) throws -> any Checksummed {
        switch self {
        case .floor: return try FloorRunner.parse(contentsOf: input.url)
        case .xylem: return try XylemRunner.decode(kind, from: input.data)
        case .xylemFile: return try XylemRunner.decode(kind, contentsOf: input.url)
        case .xylemTree: return try XylemTreeRunner.decode(kind, from: input.data)
        case .xylemRecords: return try XylemRecordsRunner.decode(kind, from: input.data)
        case .xmlCoder: return try XMLCoderRunner.decode(kind, from: input.data)
        case .swxmlHash: return try SWXMLHashRunner.decode(kind, from: input.data)
        }
    }

    /// Runs once and checks the answer; throws `BenchError.wrongAnswer` on a mismatch.
    func runChecked(_ kind: DocumentKind, input: DocumentInput, expected: Checksum) throws {
        let result = try run(kind, input: input)
        try verify(result, expected: expected)
    }

    func verify(_ result: any Checksummed, expected: Checksum) throws {
        guard self != .floor else { return }
        let got = result.checksum
        guard got.matches(expected) else { throw BenchError.wrongAnswer(expected: expected, got: got) }
    }
}
