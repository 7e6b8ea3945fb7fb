#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""The expected JSON of Tests/JSONFixtures, made by Python's xmltodict, and a check of `xylem`.

    python3 Tests/JSONFixtures/xmltodict_fixtures.py write          # regenerate expected/
    python3 Tests/JSONFixtures/xmltodict_fixtures.py check [XYLEM]  # compare `xylem json` with xmltodict

Each case in cases.json names a document in documents/ and the options: "list" (ListHint.list,
xmltodict's force_list), "wrapper" (ListHint.wrapper: every child of the element is a list),
"records" (NDJSON: the value of every element at a path), "pretty", "attribute_prefix" and
"text_key". `write` stores xmltodict.parse's result as Xylem writes it: attributes sorted by name
(XMLParser on Linux does not report their order), compact or with indent=2, non-ASCII as is.
`swift test` compares Xylem's bytes with these files (JSONTests), so Python is only needed to
regenerate them. `check` runs the built `xylem` binary on every case and compares the parsed JSON
with xmltodict's, key order aside: the agreement on documents beyond these fixtures.
"""
import json
import os
import subprocess
import sys

import xmltodict

HERE = os.path.dirname(os.path.abspath(__file__))


def matches(pattern, names):
    """ListHint's pattern matching: one name matches the last name; a path matches the whole path."""
    steps = pattern.strip("/").split("/")
    if len(steps) == 1:
        return steps[0] in ("*", names[-1])
    return len(steps) == len(names) and all(s in ("*", n) for s, n in zip(steps, names))


def force_list(case):
    lists, wrappers = case.get("list", []), case.get("wrapper", [])
    if not lists and not wrappers:
        return None

    def decide(path, key, value):
        names = [name for name, _ in path] + [key]
        return any(matches(p, names) for p in lists) or any(matches(w, names[:-1]) for w in wrappers if len(names) > 1)
    return decide


def ordered(value, prefix):
    """Attributes sorted by name first; then children in order of first appearance; text last."""
    if isinstance(value, list):
        return [ordered(v, prefix) for v in value]
    if isinstance(value, dict):
        attributes = sorted(k for k in value if prefix and k.startswith(prefix))
        others = [k for k in value if k not in attributes]
        return {k: ordered(value[k], prefix) for k in attributes + others}
    return value


def parse(case):
    with open(os.path.join(HERE, "documents", case["document"]), "rb") as f:
        return xmltodict.parse(f.read(), force_list=force_list(case),
                               attr_prefix=case.get("attribute_prefix", "@"), cdata_key=case.get("text_key", "#text"))


def records(document, path):
    """The value of every element at `path`, in document order (plain paths only)."""
    steps = path.strip("/").split("/")
    found = []

    def walk(value, rest):
        if isinstance(value, list):
            for v in value:
                walk(v, rest)
        elif not rest:
            found.append(value)
        elif isinstance(value, dict) and rest[0] in value:
            walk(value[rest[0]], rest[1:])
    walk(document.get(steps[0]), steps[1:])
    return found


def expected_text(case):
    document = ordered(parse(case), case.get("attribute_prefix", "@"))
    if case.get("records"):
        lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records(document, case["records"])]
        return "".join(line + "\n" for line in lines)
    if case.get("pretty"):
        return json.dumps(document, ensure_ascii=False, indent=2)
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def output_name(case):
    return case["name"] + (".ndjson" if case.get("records") else ".json")


def write(cases):
    for case in cases:
        with open(os.path.join(HERE, "expected", output_name(case)), "w", encoding="utf-8") as f:
            f.write(expected_text(case))
    print(f"wrote {len(cases)} files to {os.path.join(HERE, 'expected')}")


def check(cases, xylem):
    failures = 0
    for case in cases:
        arguments = [xylem, "json", os.path.join(HERE, "documents", case["document"])]
        arguments += sum((["--list", n] for n in case.get("list", [])), [])
        arguments += sum((["--wrapper", n] for n in case.get("wrapper", [])), [])
        if case.get("records"):
            arguments += ["--records", case["records"]]
        if case.get("pretty"):
            arguments += ["--pretty"]
        if "attribute_prefix" in case:
            arguments += ["--attribute-prefix", case["attribute_prefix"]]
        if "text_key" in case:
            arguments += ["--text-key", case["text_key"]]
        result = subprocess.run(arguments, capture_output=True, text=True)
        reference = parse(case)
        if case.get("records"):
            ours = [json.loads(line) for line in result.stdout.splitlines()]
            reference = records(reference, case["records"])
        else:
            ours = json.loads(result.stdout) if result.returncode == 0 else None
        same = result.returncode == 0 and ours == reference
        exact = result.stdout.rstrip("\n") == expected_text(case).rstrip("\n")
        failures += not same
        print(f"{'same' if same else 'DIFFERENT':9} {'bytes-equal' if exact else 'bytes-differ':12} {case['name']}")
        if not same:
            print("  xylem:    ", result.stdout.strip() or result.stderr.strip())
            print("  xmltodict:", json.dumps(reference, ensure_ascii=False))
    print(f"{len(cases) - failures} of {len(cases)} cases give the same JSON as xmltodict {getattr(xmltodict, '__version__', '')}".rstrip())
    return failures


def main():
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as f:
        cases = json.load(f)
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "write":
        write(cases)
    elif command == "check":
        default = os.path.join(HERE, "..", "..", ".build", "debug", "xylem")
        sys.exit(1 if check(cases, sys.argv[2] if len(sys.argv) > 2 else default) else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
