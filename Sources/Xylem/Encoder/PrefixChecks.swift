// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The encoder's side of the namespace checks (Writer/NamespaceChecks.swift): which names of a
// value get a check, and when.

extension DocumentEncoder {
    /// Checks the prefix of `name`, an attribute of or an element in the element whose serial
    /// is `owner`. `xmlns` starts declarations only (their rules are checked as they are
    /// written). A prefix not in scope may still be declared by `owner` or an ancestor, in any
    /// key order, or by the element itself: a check waits for their start tags to be complete.
    func checkPrefix(
        of name: String, length: Int, _ codingKey: (any CodingKey)?, owner: Int, isAttribute: Bool
    ) throws(EncodingError) {
        let prefix = name.utf8.prefix(length)
        if prefix.elementsEqual("xmlns".utf8) {
            if isAttribute { return }
            throw xmlnsElement(name, key: codingKey)
        }
        let text = Substring(name.prefix(while: { $0 != ":" }))
        guard !writer.isDeclared(text), !writer.declareMapped(text) else { return }
        let rule: PendingCheck.Rule =
            isAttribute ? .declared(prefix: String(text), name: name) : .elementName(prefix: String(text), name: name)
        writer.checks.append(PendingCheck(owner: owner, rule: rule, path: path + (codingKey.map { [$0] } ?? [])))
    }

    /// Throws the error of the first failed `PendingCheck`; called when the elements that could
    /// still declare a prefix have ended.
    func throwFailedCheck() throws(EncodingError) {
        guard let check = writer.failedCheck else { return }
        throw .failedCheck(check)
    }
}
