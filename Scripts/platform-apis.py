#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Lists the Foundation, Dispatch, Synchronization, concurrency and standard library APIs that
the sources, examples and tests use, with the Apple availability the toolchain's interfaces give
them, and flags what is newer than Package.swift's minimums (macOS 10.15, iOS 13, tvOS 13,
watchOS 6) and not guarded. For CONTRIBUTING.md's platform audit:

    swift build --build-tests               # the modules the targets import
    python3 Scripts/platform-apis.py         # every API, by module, as a Markdown table
    python3 Scripts/platform-apis.py --newer # only those the interfaces mark newer than the minimums
    python3 Scripts/platform-apis.py --target XylemModels   # one target (repeatable)

How: each target is type-checked with `swiftc -dump-ast` (the declarations every expression
refers to, resolved by the compiler); references into the listed modules are kept. The Swift,
_Concurrency, _StringProcessing and Synchronization modules ship `.swiftinterface` files with
Apple's `@available` attributes, so their availability is read from there: the type's, and the
highest of the member's overloads of that name (so a flag to read, not a verdict: the Codable
containers' `decode` shows macOS 15 for its Int128 overload). Read every "newer" row at its use. Foundation and Dispatch ship no interfaces on
Linux: their column says "by hand", and CONTRIBUTING.md's audit table has the answer for each.
A use inside `if #available` or an `@available` declaration is still listed; the audit says so.
"""
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT = "/opt/swift/usr/bin"
INTERFACES = "/opt/swift/usr/lib/swift/linux"
MINIMUM_MACOS = (10, 15)

# module name, folder, language mode, imports-testable modules (debug builds enable testing)
TARGETS = [
    ("Xylem", "Sources/Xylem", "6"),
    ("XylemModels", "Sources/XylemModels", "6"),
    ("XylemXMLCoder", "Sources/XylemXMLCoder", "6"),
    ("XylemCLI", "Sources/XylemCLI", "6"),
    ("ExampleSupport", "Examples/Support", "6"),
    ("election_schedule", "Examples/ElectionSchedule", "6"),
    ("gpx_track", "Examples/GPXTrack", "6"),
    ("podcast_feed", "Examples/PodcastFeed", "6"),
    ("large_attachment", "Examples/LargeAttachment", "6"),
    ("tree_browser", "Examples/TreeBrowser", "6"),
    ("XylemTests", "Tests/XylemTests", "6"),
    ("XylemModelsTests", "Tests/XylemModelsTests", "6"),
    ("XylemXMLCoderTests", "Tests/XylemXMLCoderTests", "5"),
]
WATCHED = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "Synchronization", "_Concurrency", "_StringProcessing", "Swift",
    "RegexBuilder",
}
WITH_INTERFACE = {"Swift": "Swift", "_Concurrency": "_Concurrency",
                  "_StringProcessing": "_StringProcessing", "Synchronization": "Synchronization"}


def sources(folder):
    out = []
    for base, _, files in os.walk(os.path.join(ROOT, folder)):
        if "/Samples" in base:
            continue
        out += [os.path.join(base, f) for f in files if f.endswith(".swift")]
    return sorted(out)


def references(name, folder, mode):
    """The declarations the target's expressions refer to, as (module, qualified name)."""
    executable = name not in {"Xylem", "XylemModels", "XylemXMLCoder", "ExampleSupport"} and not name.endswith("Tests")
    command = [f"{SWIFT}/swiftc", "-dump-ast", "-module-name", name, "-swift-version", mode,
               "-I", os.path.join(ROOT, ".build/debug/Modules"),
               "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources/CLibXML2/module.modulemap"),
               "-Xcc", "-I/usr/include/libxml2"]
    if not executable:
        command.append("-parse-as-library")
    if name.endswith("Tests"):
        command.append("-enable-testing")
    ast = subprocess.run(command + sources(folder), capture_output=True, text=True, cwd=ROOT)
    text = ast.stdout + ast.stderr   # the frontend writes the dump to standard error
    errors = [line for line in text.splitlines() if re.match(r"^/\S+:\d+:\d+: error:", line)]
    if errors:
        print(f"{name}: {len(errors)} errors while type-checking (run swift build --build-tests first):",
              *errors[:10], sep="\n  ", file=sys.stderr)
    found = collections.Counter()
    for match in re.finditer(r'decl="([A-Za-z_]+)\.\(file\)\.([^"@\[]+)', text):
        module, qualified = match.group(1), match.group(2).strip()
        if module in WATCHED and not qualified.startswith("$"):
            found[(module, qualified)] += 1
    return found


def interface_availability(module):
    """(type, member base name or "") -> the macOS versions Apple's attributes give, from the
    module's .swiftinterface: a top-level type or extension's own, or a member's."""
    path = os.path.join(INTERFACES, f"{module}.swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
    if not os.path.exists(path):
        path = path.replace(".swiftinterface", ".private.swiftinterface")
    table = collections.defaultdict(set)
    pending, context, context_version = [], None, None
    declaration = re.compile(r"^(\s*)(?:@[\w:]+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|static|mutating|nonmutating|"
                             r"nonisolated|convenience|override|required|indirect|borrowing|consuming|__consuming|"
                             r"dynamic|class)\s+)*(struct|class|enum|protocol|extension|actor|typealias|func|var|let|init|subscript)\b\s*([\w.]*)")
    for line in open(path, encoding="utf-8"):
        found = re.search(r"@available\((?:macOS|OSX) (\d+)(?:\.(\d+))?", line)
        if found:
            pending.append((int(found.group(1)), int(found.group(2) or 0)))
            if line.strip().startswith("@available") and line.strip().endswith(")"):
                continue
        match = declaration.match(line)
        if not match:
            if line.strip() and not line.strip().startswith("@"):
                pending = []
            continue
        indent, kind, name = match.groups()
        version = max(pending) if pending else None
        pending = []
        if indent == "" and kind in {"struct", "class", "enum", "protocol", "extension", "actor", "typealias"}:
            context = name.split(".")[-1]
            context_version = version
            if version and kind != "extension":
                table[(context, "")].add(version)
            continue
        if indent == "" and kind in {"func", "var", "let"}:
            if version:
                table[("", name)].add(version)
            continue
        member = "init" if kind == "init" else ("subscript" if kind == "subscript" else name)
        effective = version or context_version
        if context and effective:
            table[(context, member)].add(effective)
    return table


def availability(module, qualified, tables):
    """What the interface says of `Type.member(labels)` (or `function(labels)`)."""
    if module not in WITH_INTERFACE:
        return None
    table = tables.setdefault(module, interface_availability(WITH_INTERFACE[module]))
    parts = re.sub(r"\(.*\)", "", qualified).split(".")
    versions = set()
    if len(parts) == 1:
        versions |= table.get(("", parts[0]), set()) | table.get((parts[0], ""), set())
    else:
        versions |= table.get((parts[-2], ""), set()) | table.get((parts[-2], parts[-1]), set())
        versions |= table.get((parts[0], ""), set())
    return max(versions) if versions else ()


def main():
    newer_only = "--newer" in sys.argv
    chosen = {sys.argv[i + 1] for i, argument in enumerate(sys.argv[:-1]) if argument == "--target"}
    tables = {}
    rows = collections.defaultdict(lambda: [0, set()])
    for name, folder, mode in TARGETS:
        if chosen and name not in chosen:
            continue
        for (module, qualified), count in references(name, folder, mode).items():
            rows[(module, qualified)][0] += count
            rows[(module, qualified)][1].add(name)
    print("| module | API | uses | targets | Apple availability (macOS) |")
    print("|---|---|---|---|---|")
    for (module, qualified), (count, targets) in sorted(rows.items()):
        version = availability(module, qualified, tables)
        if version is None:
            if newer_only or module == "Swift":
                continue
            said = "by hand"
        elif version == ():
            if newer_only or module == "Swift":
                continue
            said = "any"
        else:
            if newer_only and version <= MINIMUM_MACOS:
                continue
            said = f"{version[0]}.{version[1]}" + (" (newer than 10.15)" if version > MINIMUM_MACOS else "")
        print(f"| {module} | `{qualified}` | {count} | {', '.join(sorted(targets))} | {said} |")


if __name__ == "__main__":
    main()
