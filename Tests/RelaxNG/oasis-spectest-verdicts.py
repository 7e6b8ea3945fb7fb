#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Verdicts on the OASIS RELAX NG test suite (James Clark's spectest.xml, as libxml2 ships it):
`xylem validate --relaxng` (the same validator as `XMLDecoder.schema` with a RELAX NG grammar)
against `xmllint --relaxng --stream` on the same libxml2, and against the suite's expected
verdicts. Not part of CI (a minute).

    git -C LIBXML2 show v2.9.14:test/relaxng/OASIS/spectest.xml > /tmp/spectest.xml
    python3 Tests/RelaxNG/oasis-spectest-verdicts.py /tmp/spectest.xml [XYLEM]

Each test case is written to a folder of its own: its grammar (`correct` or `incorrect`) as
g.rng, its `resource`s and `dir`s as files, its `valid` and `invalid` instances as v1.xml,
i1.xml... Both tools get the grammar and every instance in one run. Grammar verdicts are
`compiles` or `refused`; instance verdicts `valid`, `invalid` or `error` (not read). Xylem
validates as it parses, as `xmllint --stream` (libxml2's xmlTextReader) does: those are the
verdicts to agree with (libxml2's tree validation differs on some cases).
"""
import collections, os, subprocess, sys, tempfile
import xml.dom.minidom as minidom

spectest = sys.argv[1] if len(sys.argv) > 1 else "/tmp/spectest.xml"
xylem = sys.argv[2] if len(sys.argv) > 2 else next(
    (p for p in [".build/release/xylem", ".build/debug/xylem"] if os.path.exists(p)), None)
if not os.path.exists(spectest) or not xylem:
    sys.exit(f"usage: {sys.argv[0]} SPECTEST.xml XYLEM (no {spectest}, or no built xylem)")
xylem = os.path.abspath(xylem)

def elements(node, name=None):
    return [c for c in node.childNodes if c.nodeType == c.ELEMENT_NODE and (name is None or c.tagName == name)]

def serialized(container):
    """The single element inside `container`, with the namespace declarations in scope."""
    children = elements(container)
    if len(children) != 1:
        return "".join(c.toxml() for c in container.childNodes)  # text resources
    element = children[0].cloneNode(True)
    scope, parent = {}, container
    while parent is not None and parent.nodeType == parent.ELEMENT_NODE:
        for name, value in parent.attributes.items():
            if name == "xmlns" or name.startswith("xmlns:"):
                scope.setdefault(name, value)
        parent = parent.parentNode
    for name, value in scope.items():
        if not element.hasAttribute(name):
            element.setAttribute(name, value)
    return element.toxml()

def write(folder, node):
    for child in elements(node):
        if child.tagName == "resource":
            with open(os.path.join(folder, child.getAttribute("name")), "w", encoding="utf-8") as f:
                f.write(serialized(child))
        elif child.tagName == "dir":
            sub = os.path.join(folder, child.getAttribute("name"))
            os.makedirs(sub, exist_ok=True)
            write(sub, child)

def run(arguments, folder):
    try:
        return subprocess.run(arguments, cwd=folder, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None

counts = collections.Counter()
disagreements = []
document = minidom.parse(spectest)
with tempfile.TemporaryDirectory() as scratch:
    for number, case in enumerate(document.getElementsByTagName("testCase"), 1):
        folder = os.path.join(scratch, f"case{number}")
        os.makedirs(folder)
        write(folder, case)
        grammar = elements(case, "correct") + elements(case, "incorrect")
        if len(grammar) != 1:
            continue
        expected_grammar = "compiles" if grammar[0].tagName == "correct" else "refused"
        with open(os.path.join(folder, "g.rng"), "w", encoding="utf-8") as f:
            f.write(serialized(grammar[0]))
        instances = []
        for kind in ("valid", "invalid"):
            for i, instance in enumerate(elements(case, kind), 1):
                name = f"{kind[0]}{i}.xml"
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(serialized(instance))
                instances.append((name, kind))
        files = [name for name, _ in instances] or ["empty.xml"]
        if not instances:
            with open(os.path.join(folder, "empty.xml"), "w") as f:
                f.write("<x/>")
        ours = run([xylem, "validate", "--relaxng", "g.rng", *files], folder)
        theirs = run(["xmllint", "--noout", "--relaxng", "g.rng", "--stream", *files], folder)
        if ours is None or theirs is None:
            disagreements.append((number, "g.rng", "timeout", "", expected_grammar))
            continue
        # The grammar: Xylem names it on standard error when it does not compile; xmllint says so.
        our_grammar = "refused" if ours.stderr.startswith("xylem: g.rng") else "compiles"
        their_grammar = "refused" if "failed to compile" in theirs.stderr else "compiles"
        counts["grammars"] += 1
        counts["grammar agrees with xmllint"] += our_grammar == their_grammar
        counts["grammar as expected"] += our_grammar == expected_grammar
        counts["grammar as expected (xmllint)"] += their_grammar == expected_grammar
        if our_grammar != their_grammar:
            disagreements.append((number, "g.rng", our_grammar, their_grammar, expected_grammar))
        if our_grammar == "refused" or their_grammar == "refused":
            continue
        for name, expected in instances:
            if f"xylem: {name}" in ours.stderr:
                our = "error"
            else:
                our = "invalid" if any(line.startswith(name + ":") for line in ours.stdout.splitlines()) else "valid"
            lines = theirs.stderr.splitlines()
            if f"{name} fails to validate" in lines:
                their = "invalid"
            elif f"{name} validates" in lines and f"{name} : failed to parse" not in lines:
                their = "valid"
            else:
                their = "error"
            counts["instances"] += 1
            counts["instance agrees with xmllint"] += our == their
            counts["instance as expected"] += our == expected
            counts["instance as expected (xmllint)"] += their == expected
            if our != their:
                disagreements.append((number, name, our, their, expected))

for key in ["grammars", "grammar agrees with xmllint", "grammar as expected", "grammar as expected (xmllint)",
            "instances", "instance agrees with xmllint", "instance as expected", "instance as expected (xmllint)"]:
    print(f"{key}: {counts[key]}")
for number, name, our, their, expected in disagreements:
    print(f"  case {number} {name}: xylem {our}, xmllint --stream {their}, expected {expected}")
