#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""A short fuzz of the schema reader (issue 40, item 5): mutates the real schemas of
../shared/xsd/samples (UBL 2.1, IP-XACT, BPMN) and compiles each mutant through XMLSchema, with
`xylem validate` (which compiles the schema, then validates a sample against it). Every run must
end with exit status 0, 1 or 2 within its timeout: a signal (a crash, a trap) or a timeout is a
finding, and its mutant is kept for replay. Not part of CI: a few minutes by hand.

    python3 Tests/XSD/fuzz-schemas.py [SECONDS] [XYLEM] [SEED]

SECONDS is the time budget (default 180); XYLEM the built command (default .build/release/xylem,
else .build/debug/xylem); SEED makes the run repeatable (default: the time). Each run mutates one
document of one schema set (the set's main schema or one it includes or imports) in a scratch
copy of the set: a few byte flips, deletions, repeated spans, and insertions of schema pieces
(self-includes, entity declarations and references, huge occurrence bounds, deep nesting). The
findings go to ../fuzz-schemas/ (outside the repository), one folder per finding.
"""
import os, random, shutil, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
samples = os.path.join(os.path.dirname(root), "shared", "xsd", "samples")
budget = float(sys.argv[1]) if len(sys.argv) > 1 else 180
xylem = sys.argv[2] if len(sys.argv) > 2 else next(
    (p for p in [os.path.join(root, ".build/release/xylem"), os.path.join(root, ".build/debug/xylem")]
     if os.path.exists(p)), None)
seed = int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time())
if not os.path.isdir(samples) or not xylem:
    sys.exit(f"usage: {sys.argv[0]} [SECONDS] [XYLEM] [SEED] (no {samples}, or no built xylem)")

# Each set: its folder, main schema and a sample document, relative to samples/.
SETS = [
    ("ubl/schemas", "maindoc/UBL-Invoice-2.1.xsd", "ubl/samples/UBL-Invoice-2.1-Example.xml"),
    ("ipxact/schemas", "index.xsd", "ipxact/examples/Leon2/NXP.com/uart_scml/uart_scml.xml"),
    ("bpmn/schemas", "BPMN20.xsd", "bpmn/example.xml"),
]
PIECES = [
    b'<xs:include schemaLocation="MAIN"/>', b'<xsd:include schemaLocation="MAIN"/>',
    b'<xsd:import namespace="urn:x" schemaLocation="MAIN"/>', b'<xsd:redefine schemaLocation="MAIN"/>',
    b'<!DOCTYPE xsd:schema [<!ENTITY e "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">]>',
    b'&e;&e;&e;&e;&e;&e;&e;&e;', b'&#0;', b'&#x10FFFF;', b'<![CDATA[x]]>', b'maxOccurs="4294967296"',
    b'minOccurs="99999999"', b'maxOccurs="unbounded"', b'<xsd:sequence><xsd:choice><xsd:sequence>',
    b'</xsd:sequence></xsd:choice></xsd:sequence>', b'<xsd:any processContents="strict"/>',
    b'substitutionGroup="x"', b'type="xsd:anyType"', b'base="xsd:anySimpleType"', b'xmlns=""',
    b'<xsd:pattern value="(a*)*b{1000000}"/>', b'<xsd:length value="-1"/>', b'ref="', b'"', b"'", b"<", b">",
    b'schemaLocation="http://example.com/x.xsd"', b'schemaLocation="/dev/zero"', b'\xff\xfe', b'\xc3',
]


def mutate(data, main_name, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if not data:
            break
        at = rng.randrange(len(data))
        choice = rng.randrange(5)
        if choice == 0:
            data[at] = rng.randrange(256)
        elif choice == 1:
            del data[at: at + rng.randint(1, 64)]
        elif choice == 2:
            end = min(len(data), at + rng.randint(1, 400))
            data[at:at] = data[at:end] * rng.randint(1, 20)
        else:
            piece = rng.choice(PIECES).replace(b"MAIN", main_name.encode())
            # After a tag's end most of the time, so the piece lands between elements.
            close = data.find(b">", at)
            at = close + 1 if close >= 0 and choice == 3 else at
            data[at:at] = piece
    return bytes(data)


def main():
    rng = random.Random(seed)
    findings_dir = os.path.join(os.path.dirname(root), "fuzz-schemas")
    scratch = tempfile.mkdtemp(prefix="fuzz-schemas-")
    copies = []
    for folder, main, sample in SETS:
        source = os.path.join(samples, folder)
        if not os.path.isdir(source):
            continue
        target = os.path.join(scratch, folder.replace("/", "-"))
        shutil.copytree(source, target)
        documents = sorted(os.path.relpath(os.path.join(d, f), target)
                           for d, _, files in os.walk(target) for f in files if f.endswith(".xsd"))
        copies.append((target, main, documents, os.path.join(samples, sample)))
    runs, statuses, findings = 0, {}, []
    started = time.time()
    while time.time() - started < budget:
        target, main, documents, sample = rng.choice(copies)
        # The main schema half of the time, else a document it reads.
        document = main if rng.random() < 0.5 else rng.choice(documents)
        path = os.path.join(target, document)
        original = open(path, "rb").read()
        mutant = mutate(original, os.path.basename(path), rng)
        open(path, "wb").write(mutant)
        try:
            run = subprocess.run([xylem, "validate", "--schema", os.path.join(target, main), "--max-errors", "5", sample],
                                 capture_output=True, timeout=30)
            status = run.returncode
        except subprocess.TimeoutExpired:
            status, run = "timeout", None
        runs += 1
        statuses[status] = statuses.get(status, 0) + 1
        if status not in (0, 1, 2):
            finding = os.path.join(findings_dir, f"{seed}-{runs}")
            os.makedirs(finding, exist_ok=True)
            shutil.copytree(target, os.path.join(finding, "schemas"), dirs_exist_ok=True)
            with open(os.path.join(finding, "README"), "w") as note:
                note.write(f"status {status}\nmutated: {document}\nmain: {main}\nsample: {sample}\n")
                if run is not None:
                    note.write(run.stderr.decode(errors="replace")[-4000:])
            findings.append((status, finding))
        open(path, "wb").write(original)
    shutil.rmtree(scratch)
    print(f"schema fuzz: seed {seed}, {runs} mutants in {time.time() - started:.0f} s; exit statuses: "
          + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=str)))
    print(f"findings (a signal or a timeout): {len(findings)}")
    for status, finding in findings:
        print(f"  {status}  {finding}")
    sys.exit(1 if findings else 0)


main()
