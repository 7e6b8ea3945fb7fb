// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Swift names from XML names: UpperCamelCase types, lowerCamelCase properties and cases,
// keywords escaped, clashes resolved. The rules are listed in XylemModels.docc/Models.md.

enum Naming {
    /// The words of an XML name: split at `-`, `_`, `.`, `:` and at case changes, with a run of
    /// capitals one word (`SSOToken`: `SSO`, `Token`; `sgVotedate`: `sg`, `Votedate`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber else {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if let last = current.last, c.isUppercase {
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
                if !last.isUppercase || nextIsLower {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `trkpt` → `Trkpt`, `GetStationsResult` → `GetStationsResult`, `EMPLOYEE_ID` → `EmployeeId`.
    static func typeName(_ name: String) -> String {
        let joined = words(name).map(capitalized).joined()
        return safe(joined.isEmpty ? "Element" : joined, leading: "T")
    }

    /// `sgName` → `sgName`, `GetStationsResult` → `getStationsResult`, `ID` → `id`,
    /// `SSOToken` → `ssoToken`, `load-on-startup` → `loadOnStartup`.
    static func propertyName(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "value" }
        let joined = first.lowercased() + parts.dropFirst().map(capitalized).joined()
        return safe(joined, leading: "_")
    }

    /// The local part of a prefixed name: `itunes:image` → `image`.
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// The name, backquoted when it is a keyword (`` `class` ``, `` `default` ``).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A first character that cannot start an identifier gets a `leading` one.
    private static func safe(_ name: String, leading: String) -> String {
        guard let first = name.first, !first.isNumber else { return leading + name }
        return name
    }

    private static func capitalized(_ word: String) -> String {
        // A word in capitals is lowered first: `ROW` → `Row`, `ID` → `Id`.
        let word = word.allSatisfy { !$0.isLowercase } ? word.lowercased() : word
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Words that cannot name a property or case without backquotes.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "Any", "Self", "Type", "Protocol", "await", "async", "some", "any",
    ]

    /// Type names a generated type must not take: it would hide a type the models use, one of
    /// their own members, or a type the app that holds the file uses by its short name
    /// (`Process()` must still be Foundation's). The one list for every generator of models:
    /// Swift's standard library, Foundation, SwiftUI's common views and values, and Xylem's
    /// own public types. A name here takes the next alternative (`ProcessElement`).
    static let reservedTypeNames: Set<String> = standardLibraryTypes.union(foundationTypes).union(swiftUITypes).union(
        xylemTypes
    )
    .union(["CodingKeys", "Foundation", "Xylem", "SwiftUI", "Type", "Self", "Protocol"])

    private static let standardLibraryTypes: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "Array", "ArraySlice", "Bool", "Character", "ClosedRange", "Codable",
        "CodingKey", "Collection", "Comparable", "ContiguousArray", "Copyable", "Decodable", "Decoder", "Dictionary",
        "Double", "Duration", "Encodable", "Encoder", "Equatable", "Error", "Escapable", "Float", "Float16",
        "Float80", "Hashable", "Hasher", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "Int128",
        "Iterator", "IteratorProtocol", "KeyPath", "Mirror", "Never", "Numeric", "ObjectIdentifier", "Optional",
        "Range", "Repeated", "Result", "Sendable", "Sequence", "Set", "Slice", "Span", "StaticString", "String",
        "Substring", "Task", "TaskGroup", "Actor", "MainActor", "Clock", "ContinuousClock", "SuspendingClock",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128", "Unicode", "Void",
    ]

    private static let foundationTypes: Set<String> = [
        "AttributedString", "Bundle", "Calendar", "CharacterSet", "Comparator", "Data", "Date", "DateComponents",
        "DateFormatter", "DateInterval", "Decimal", "Dimension", "Expression", "FileHandle", "FileManager",
        "Formatter", "Host", "IndexPath", "IndexSet", "InputStream", "JSONDecoder", "JSONEncoder", "Locale",
        "Measurement", "Notification", "NotificationCenter", "NumberFormatter", "Operation", "OperationQueue",
        "OutputStream", "PersonNameComponents", "Pipe", "Port", "Predicate", "Process", "ProcessInfo", "Progress",
        "PropertyListDecoder", "PropertyListEncoder", "RunLoop", "Scanner", "SortDescriptor", "Stream", "Thread",
        "TimeInterval", "TimeZone", "Timer", "Unit", "UnitLength", "UnitMass", "UnitTemperature", "URL",
        "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "URLSession", "UserDefaults", "UUID",
        "XMLDocument", "XMLElement", "XMLNode", "XMLParser",
    ]

    private static let swiftUITypes: Set<String> = [
        "Alignment", "Angle", "Animation", "App", "Binding", "Button", "Circle", "Color", "Divider", "Edge",
        "Environment", "Font", "Form", "Gradient", "Grid", "Group", "Image", "Label", "Link", "List", "Menu",
        "Path", "Picker", "Rectangle", "Scene", "Section", "Shape", "Spacer", "State", "Table", "Text",
        "Toggle", "View", "Window",
    ]

    private static let xylemTypes: Set<String> = [
        "ListHint", "XMLByteFeed", "XMLCollection", "XMLDecoder", "XMLDownloadError", "XMLEncoder", "XMLFragment",
        "XMLLimits", "XMLNamespaceStrategy", "XMLOutlineLine", "XMLPathError", "XMLPathMiss", "XMLRecord",
        "XMLRecordError", "XMLRecordSequence", "XMLShard", "XMLSplitError", "XMLSplitter", "XMLStreamProgress",
        "XMLStreamReader", "XMLStreamReuseError", "XMLStreamSummary", "XMLStreamWriter", "XMLStreamWriterError",
        "XMLSyntaxError", "XMLTextChunk", "XMLTree", "ModelGenerator", "ModelShape", "ElementShape",
        "AttributeShape", "ChildShape", "ScalarType", "ModelGenerationError",
    ]
}

/// Hands out distinct names in one scope (the types of a model set, the properties of a type).
struct NameScope {
    private var taken: Set<String>
    private let reserved: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
        self.reserved = reserved
    }

    /// `name` itself when nothing in the scope has it yet (with `reserved: false`, reserved
    /// names too), else as `claim(_:alternatives:)` gives it.
    mutating func claim(_ name: String, reserved: Bool) -> String {
        if !reserved && self.reserved.contains(name) && taken.contains(name) {
            taken.remove(name)
        }
        return claim(name)
    }

    /// `preferred`, or the first of `alternatives` that is free, or `preferred` with a number.
    mutating func claim(_ preferred: String, alternatives: [String] = []) -> String {
        for candidate in [preferred] + alternatives where !taken.contains(candidate) {
            taken.insert(candidate)
            return candidate
        }
        var number = 2
        while taken.contains("\(preferred)\(number)") { number += 1 }
        taken.insert("\(preferred)\(number)")
        return "\(preferred)\(number)"
    }
}
