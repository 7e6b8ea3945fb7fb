#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Verdicts on the instance tests of the W3C XML Schema 1.0 test suite: `xylem validate`
(the same validator as `XMLDecoder.schema`) against `xmllint --schema --stream` on
the same libxml2, and against the suite's expected verdicts. Not part of CI (minutes).

Xylem validates as it parses (libxml2's streaming validator, xmlSchemaSAXPlug), as
`xmllint --stream` does, so `xmllint --schema --stream` is what it is compared with by default.
`xmllint --schema` without `--stream` validates a tree, which differs in a few cases of the suite
(addB080, idConstrDefs00302m2_n, idConstrDefs00501m1_n: identity constraints and xml:lang on a
tree) and above all in one rule: libxml2 checks that an xs:ID value is unique only when it
validates a tree (a document with two equal xs:ID values is invalid to `xmllint --schema`, valid
to `xmllint --schema --stream` and to Xylem; neither checks that an xs:IDREF names an ID): the
streaming verdicts are the ones to agree with.

    python3 Tests/XSD/w3c-instance-verdicts.py [SUITE_DIR] [XYLEM] [MAX_SCHEMAS]

SUITE_DIR holds the unpacked suite's `xsdtests/` (default: ../xsd-suite, from
`tar -xzf ../shared/xsd/w3c-xsdtests.tar.gz -C ../xsd-suite`); XYLEM is the built command
(default .build/release/xylem, else .build/debug/xylem).

XSD 1.0 catalogs: the test sets suite.xml lists from sunMeta, msMeta, boeingMeta, nistMeta and
common, without the tests marked for version 1.1 only. A test whose schema has more than one
schema document is skipped (both tools take one schema file). Verdicts are `valid`, `invalid`,
`error` (the instance is not well-formed or cannot be read; for Xylem also an instance it
refuses, such as one with entity declarations), `schema-error` (the schema does not compile) and
`timeout` (no answer within 30 s: libxml2 compiles some schemas with large `maxOccurs` into
automata that take minutes, msData/particles/particlesZ012.xsd among them). MAX_SCHEMAS stops
after that many schemas (in path order), for a shorter run.
"""
import collections, os, subprocess, sys
import xml.etree.ElementTree as ET

TS = "{http://www.w3.org/XML/2004/xml-schema-test-suite/}"
XLINK = "{http://www.w3.org/1999/xlink}href"

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.getcwd()), "xsd-suite")
suite = os.path.join(root, "xsdtests")
xylem = sys.argv[2] if len(sys.argv) > 2 else next(
    (p for p in [".build/release/xylem", ".build/debug/xylem"] if os.path.exists(p)), None)
max_schemas = int(sys.argv[3]) if len(sys.argv) > 3 else None
if not os.path.isdir(suite) or not xylem:
    sys.exit(f"usage: {sys.argv[0]} SUITE_DIR XYLEM (no {suite}, or no built xylem)")

def only_11(element):
    version = element.get("version", "")
    return "1.1" in version.split() and "1.0" not in version.split()

tests, skipped, missing_sets = [], collections.Counter(), []
for ref in ET.parse(os.path.join(suite, "suite.xml")).getroot().iter(TS + "testSetRef"):
    href = ref.get(XLINK)
    if href.split("/")[0] not in ("sunMeta", "msMeta", "boeingMeta", "nistMeta", "common"):
        continue
    path = os.path.join(suite, href)
    if not os.path.exists(path):
        missing_sets.append(href)
        continue
    base = os.path.dirname(path)
    test_set = ET.parse(path).getroot()
    if only_11(test_set):
        continue
    for group in test_set.iter(TS + "testGroup"):
        if only_11(group):
            continue
        documents = [os.path.normpath(os.path.join(base, d.get(XLINK)))
                     for s in group.iter(TS + "schemaTest") for d in s.iter(TS + "schemaDocument")]
        for instance in group.iter(TS + "instanceTest"):
            if only_11(instance):
                continue
            expected = [e.get("validity") for e in instance.iter(TS + "expected") if not only_11(e)]
            if len(documents) != 1:
                skipped["not one schema document"] += 1
                continue
            document = instance.find(TS + "instanceDocument").get(XLINK)
            tests.append((documents[0], os.path.normpath(os.path.join(base, document)), expected[0] if expected else None))

def xmllint(schema, files, stream):
    arguments = ["xmllint", "--noout", "--schema", schema] + (["--stream"] if stream else []) + files
    try:
        run = subprocess.run(arguments, capture_output=True, text=True, errors="replace", timeout=30)
    except subprocess.TimeoutExpired:
        return {f: "timeout" for f in files}
    if "failed to compile" in run.stderr:
        return {f: "schema-error" for f in files}
    verdicts = {}
    for line in run.stderr.splitlines():
        if line.endswith(" validates"):
            verdicts[line[: -len(" validates")]] = "valid"
        elif line.endswith(" fails to validate"):
            verdicts.setdefault(line[: -len(" fails to validate")], "invalid")
    # A document that is not well-formed gets no verdict line in tree mode (`error`). --stream
    # stops at the parser error, says "failed to parse", and before it "fails to validate" when a
    # violation came first (`invalid`, as Xylem's first problem is that violation) or
    # "validates" when none did (`error`).
    for f in files:
        lines = run.stderr.splitlines()
        broken = any(l.startswith(f + ":") and "parser error" in l for l in lines)
        if not stream and broken or stream and f + " : failed to parse" in lines and verdicts.get(f) != "invalid":
            verdicts[f] = "error"
    return {f: verdicts.get(f, "error") for f in files}

def xylem_validate(schema, files):
    try:
        run = subprocess.run([xylem, "validate", "--schema", schema, "--max-errors", "1"] + files,
                             capture_output=True, text=True, errors="replace", timeout=30)
    except subprocess.TimeoutExpired:
        return {f: "timeout" for f in files}
    if run.returncode == 2 and run.stderr.startswith(f"xylem: {schema}:"):
        return {f: "schema-error" for f in files}
    verdicts = {f: "valid" for f in files}
    for line in run.stdout.splitlines():
        for f in files:
            if line.startswith(f + ":"):
                verdicts[f] = "invalid"
    for line in run.stderr.splitlines():
        for f in files:
            if line.startswith(f"xylem: {f}:") or line.startswith(f"xylem: {f} "):
                verdicts[f] = "error"
    return verdicts

by_schema = collections.defaultdict(list)
for schema, instance, expected in tests:
    by_schema[schema].append((instance, expected))

counts = collections.Counter()
disagreements = []
for number, (schema, cases) in enumerate(sorted(by_schema.items())):
    files = sorted({instance for instance, _ in cases})
    if max_schemas is not None and number >= max_schemas:
        break
    stream, ours = xmllint(schema, files, True), xylem_validate(schema, files)
    for instance, expected in cases:
        counts["tests"] += 1
        counts["agree with xmllint --schema --stream"] += ours[instance] == stream[instance]
        counts["xylem matches the suite"] += ours[instance] == expected
        counts["xmllint --schema --stream matches the suite"] += stream[instance] == expected
        counts[f"xylem {ours[instance]}"] += 1
        if ours[instance] != stream[instance]:
            disagreements.append((instance, expected, ours[instance], stream[instance]))
    if number % 200 == 0:
        print(f"... {number}/{len(by_schema)} schemas", file=sys.stderr)

print(f"XSD 1.0 instance tests: {counts['tests']} (skipped: {dict(skipped)}; missing test sets: {missing_sets})")
for key in ["agree with xmllint --schema --stream", "xylem matches the suite",
            "xmllint --schema --stream matches the suite"]:
    print(f"  {key}: {counts[key]} ({100.0 * counts[key] / max(1, counts['tests']):.2f}%)")
print("  xylem verdicts: " + ", ".join(f"{k[6:]} {v}" for k, v in sorted(counts.items()) if k.startswith("xylem ") and "matches" not in k))
print(f"disagreements with xmllint ({len(disagreements)}): instance, expected, xylem, xmllint --schema --stream")
for row in disagreements:
    print("  " + "  ".join(str(x) for x in row))
