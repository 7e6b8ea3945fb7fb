#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Verdicts of `xylem validate --dtd` (`XMLSchema.documentDTD`) against `xmllint --valid --stream`
on the same libxml2, over the `valid` and `invalid` tests of the W3C XML Conformance Test Suite.
Not part of CI (a minute or two).

    python3 Tests/W3C/dtd-validity-verdicts.py [XMLCONF_DIR] [XYLEM]

XMLCONF_DIR is the suite's `xmlconf/` (default ../shared/conformance/xmlconf); XYLEM the built
command. Only the documents Xylem validates are compared: those with a DOCTYPE, no parameter
entity reference in the internal subset, and no entity declared in the document (refused by
default); the others are counted and skipped. A document's external DTD is read through a
catalog (`--catalog`) that maps its system identifier to the file it names in the document's
folder, where the suite keeps it: the counts are given for all documents compared, and for those with an
external subset alone. Verdicts are `valid`, `invalid` and `error` (not read).
"""
import collections, os, re, subprocess, sys, tempfile
import xml.dom.minidom as minidom
from xml.sax.saxutils import escape

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.getcwd()), "shared/conformance/xmlconf")
xylem = sys.argv[2] if len(sys.argv) > 2 else next(
    (p for p in [".build/release/xylem", ".build/debug/xylem"] if os.path.exists(p)), None)
if not os.path.exists(os.path.join(root, "xmlconf.xml")) or not xylem:
    sys.exit(f"usage: {sys.argv[0]} XMLCONF_DIR XYLEM (no {root}/xmlconf.xml, or no built xylem)")
xylem = os.path.abspath(xylem)

def cases():
    """(path, type) of every test, from the suite's files of TEST elements."""
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".xml"):
                continue
            path = os.path.join(folder, name)
            text = open(path, "rb").read()
            if b"<TEST " not in text:
                continue
            for match in re.finditer(rb'<TEST\b([^>]*)>', text):
                attributes = dict(re.findall(rb'(\w+)="([^"]*)"', match.group(1)))
                kind = attributes.get(b"TYPE", b"").decode()
                uri = attributes.get(b"URI", b"").decode()
                if kind in ("valid", "invalid") and uri:
                    base = attributes.get(b"{http://www.w3.org/XML/1998/namespace}base", b"").decode()
                    yield os.path.normpath(os.path.join(folder, base, uri)), kind

def comparable(path):
    text = open(path, "rb").read()
    doctype = re.search(rb"<!DOCTYPE[^\[>]*", text)
    if not doctype:
        return "no DOCTYPE"
    if b"[" not in text[doctype.start():doctype.end() + 1] and not re.search(rb"\b(SYSTEM|PUBLIC)\b", doctype.group(0)):
        return "no internal subset"
    if b"<!ENTITY" in text:
        return "entity declarations"
    if re.search(rb"%[A-Za-z_]", text[:text.find(b"]>") if b"]>" in text else len(text)]):
        return "parameter entities"
    return None

counts, skipped, disagreements = collections.Counter(), collections.Counter(), []
catalogs, scratch = {}, tempfile.mkdtemp(prefix="xylem-dtd-catalogs-")

def write_catalog(path):
    """A catalog that maps the system identifier of `path`'s DOCTYPE, if it has one, to the file
    it names in `path`'s folder (where the suite keeps it)."""
    name = os.path.join(scratch, f"catalog-{len(catalogs)}.xml")
    doctype = re.search(rb"<!DOCTYPE[^\[>]*?\b(?:SYSTEM|PUBLIC\s+(?:\"[^\"]*\"|'[^']*'))\s*(\"[^\"]*\"|'[^']*')", open(path, "rb").read())
    entry = ""
    if doctype:
        system = doctype.group(1)[1:-1].decode()
        target = "file://" + os.path.abspath(os.path.join(os.path.dirname(path), system))
        entry = f'<system systemId="{escape(system, {chr(34): "&quot;"})}" uri="{escape(target, {chr(34): "&quot;"})}"/>'
    with open(name, "w") as file:
        file.write(f'<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">{entry}</catalog>')
    return name

for path, expected in sorted(set(cases())):
    if not os.path.exists(path):
        skipped["missing"] += 1
        continue
    reason = comparable(path)
    if reason:
        skipped[reason] += 1
        continue
    external = bool(re.search(rb"<!DOCTYPE[^\[>]*\b(SYSTEM|PUBLIC)\b", open(path, "rb").read()))
    catalog = catalogs.setdefault(path, write_catalog(path))
    ours = subprocess.run([xylem, "validate", "--dtd", "--catalog", catalog, path], capture_output=True, text=True)
    our = {0: "valid", 1: "invalid"}.get(ours.returncode, "error")
    theirs = subprocess.run(["xmllint", "--noout", "--valid", "--stream", path], capture_output=True, text=True)
    their = "valid" if theirs.returncode == 0 else "invalid" if theirs.returncode == 3 else "error"
    for group in ["", " (external subset)"] if external else [""]:
        counts["compared" + group] += 1
        counts["agree with xmllint --valid --stream" + group] += our == their
        counts["xylem as expected" + group] += our == expected
        counts["xmllint as expected" + group] += their == expected
    if our != their:
        disagreements.append((os.path.relpath(path, root), expected, our, their))

for group in ["", " (external subset)"]:
    for key in ["compared", "agree with xmllint --valid --stream", "xylem as expected", "xmllint as expected"]:
        print(f"{key}{group}: {counts[key + group]}")
print("skipped:", dict(skipped))
for path, expected, our, their in disagreements:
    print(f"  {path}: expected {expected}, xylem {our}, xmllint --stream {their}")
