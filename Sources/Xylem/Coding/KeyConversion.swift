// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Key conversion, in one place for both directions: the decoder turns a document's local names
// into key strings (`first_name` matches `firstName`), the encoder turns key strings into local
// names (`firstName` is written `first_name`). Only the local part of a prefixed name is
// converted; the prefix follows the namespace strategy.

/// `name` split at its first colon: `"itunes:author"` is `("itunes", "author")`, `"title"` is
/// `(nil, "title")`.
@inline(__always)
func splitPrefix(_ name: Substring) -> (prefix: Substring?, local: Substring) {
    guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
    return (name[..<colon], name[name.index(after: colon)...])
}

extension XMLDecoder.KeyDecodingStrategy {
    /// The key string that a document's local name matches.
    func key(forLocalName name: String) -> String {
        switch self {
        case .useDefaultKeys: return name
        case .convertFromSnakeCase: return KeyWords.camelCase(name, separator: "_")
        case .convertFromKebabCase: return KeyWords.camelCase(name, separator: "-")
        case .convertFromCapitalized: return KeyWords.lowercasingLeadingCapitals(name)
        case .convertFromUppercase: return KeyWords.camelCase(name.lowercased(), separator: "_")
        case .custom(let convert): return convert(name)
        }
    }
}

/// The word rules behind the key strategies, each next to its inverse.
enum KeyWords {
    /// `first_name` to `firstName`, keeping leading and trailing separators (as JSONDecoder).
    static func camelCase(_ name: String, separator: Character) -> String {
        guard let first = name.firstIndex(where: { $0 != separator }) else { return name }
        let last = name.lastIndex(where: { $0 != separator }) ?? first
        let words = name[first ... last].split(separator: separator)
        guard words.count > 1 else { return name }
        let joined = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }

    /// `LoginResult` to `loginResult`, `URLValue` to `urlValue`, `ID` to `id`.
    static func lowercasingLeadingCapitals(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return name }
        // In "URLValue" the V starts the next word; in "ID" the run is the whole word.
        let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}

extension XMLEncoder.KeyEncodingStrategy {
    /// The document's local name for a key string (the inverse of the decoder's strategy of the
    /// same words: `.convertToSnakeCase` writes what `.convertFromSnakeCase` reads).
    func name(forKey key: String) -> String {
        switch self {
        case .useDefaultKeys: return key
        case .convertToSnakeCase: return KeyWords.separatingWords(key, separator: "_")
        case .convertToKebabCase: return KeyWords.separatingWords(key, separator: "-")
        case .convertToCapitalized: return KeyWords.capitalizingFirst(key)
        case .convertToUppercase: return KeyWords.separatingWords(key, separator: "_").uppercased()
        case .custom(let convert): return convert(key)
        }
    }
}

extension KeyWords {
    /// `firstName` to `first_name`, `myURLValue` to `my_url_value`: a word starts at a capital
    /// after a lower-case letter or a digit, and at the last capital of a run that a lower-case
    /// letter follows (as JSONEncoder's `.convertToSnakeCase`).
    static func separatingWords(_ key: String, separator: Character) -> String {
        let characters = Array(key)
        var result = ""
        result.reserveCapacity(key.utf8.count + 4)
        for (index, character) in characters.enumerated() {
            guard character.isUppercase else { result.append(character); continue }
            if index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    result.append(separator)
                }
            }
            result += character.lowercased()
        }
        return result
    }

    /// `loginResult` to `LoginResult` (what `lowercasingLeadingCapitals` reads back).
    static func capitalizingFirst(_ key: String) -> String {
        guard let first = key.first else { return key }
        return first.uppercased() + key.dropFirst()
    }
}
