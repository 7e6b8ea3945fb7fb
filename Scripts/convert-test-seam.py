#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Issue 42 item 4: the library no longer reads the parser under test from a task-local, so a
test that relied on the defaults must ask for the parser of its run. This rewrites, in the
Swift files given (default: Tests/XylemTests), every call that took the default parser into
the test target's own spelling (Tests/XylemTests/Support/UnderTest.swift):

    XMLDecoder()                   -> XMLDecoder.underTest()
    XMLTree(data: / string: / from: -> XMLTree.underTest(data: / string: / from:
    XMLFragment(xml:               -> XMLFragment.underTest(xml:
    XMLSplitter(records:           -> XMLSplitter.underTest(records:
    XMLStreamReader()              -> XMLStreamReader(decoder: .underTest())
    XMLDecoder.Parser.defaultChoice -> XMLDecoder.Parser.underTest

A line that names a parser (`parser:`) is left as it is. Idempotent: run it again after a merge
brings new tests. DocTestGenerator applies the same rules to the doc pages' code (`underTest`).
    Scripts/convert-test-seam.py [FILE_OR_FOLDER...]
"""
import pathlib
import re
import sys

RULES = [
    (re.compile(r"\bXMLDecoder\(\)"), "XMLDecoder.underTest()"),
    (re.compile(r"\bXMLTree\((data|string|from):"), r"XMLTree.underTest(\1:"),
    (re.compile(r"\bXMLFragment\(xml:"), "XMLFragment.underTest(xml:"),
    (re.compile(r"\bXMLSplitter\(records:"), "XMLSplitter.underTest(records:"),
    (re.compile(r"\bXMLStreamReader\(\)"), "XMLStreamReader(decoder: .underTest())"),
    (re.compile(r"\bXMLDecoder\.Parser\.defaultChoice\b"), "XMLDecoder.Parser.underTest"),
]
# The definitions themselves, and the suites that check the defaults a user gets.
SKIP = {"UnderTest.swift", "ParserChoiceTests.swift"}


def convert(text):
    lines = []
    for line in text.split("\n"):
        if "parser:" not in line and not line.lstrip().startswith("///"):
            for pattern, replacement in RULES:
                line = pattern.sub(replacement, line)
        lines.append(line)
    return "\n".join(lines)


def main(arguments):
    roots = [pathlib.Path(a) for a in arguments] or [pathlib.Path("Tests/XylemTests")]
    files = [f for r in roots for f in (sorted(r.rglob("*.swift")) if r.is_dir() else [r])]
    changed = 0
    for file in files:
        if file.name in SKIP:
            continue
        text = file.read_text()
        new = convert(text)
        if new != text:
            file.write_text(new)
            changed += 1
    print(f"{changed} files changed")


if __name__ == "__main__":
    main(sys.argv[1:])
