#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Real industry schemas end to end through `xylem models` (../shared/xsd/samples).

Per set (UBL 2.1, IP-XACT, BPMN, ReqIF): generate models from the schemas (timed), compile them
with a driver (debug unless --configuration release; timed, the peak memory of the compiler,
stopped past --max-rss; the size of the sources, the models' object and the binary), then for every
document: decode it (libxml2) into the type of its root element (the decode timed, best of
--repeat), encode it back, decode the output again and compare the values (`==`), validate the
output against the schema (`xmllint --noout --schema`) and compare it with the original as
canonical XML. The canonical comparison reads both documents with ElementTree and ignores only:
prefixes (names are compared as {namespace}local), comments and processing instructions,
whitespace-only text between elements, `xsi:schemaLocation` hints (not part of the value),
and surrounding whitespace of text (written collapsed where the schema's type collapses it).

    Tests/XSD/run-samples.py [--set ubl|ipxact|bpmn|reqif]... [--repeat N] [--work DIR]
                             [--configuration debug|release] [--max-rss MB]

Outside CI: the build of the UBL models alone takes minutes on 2 cores.
"""
import argparse, glob, json, os, re, shutil, subprocess, sys, time, xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = os.path.join(ROOT, "..", "shared", "xsd", "samples")
XSI = "{http://www.w3.org/2001/XMLSchema-instance}"


def sets():
    ubl = os.path.join(SAMPLES, "ubl")
    ipxact = os.path.join(SAMPLES, "ipxact")
    reqif = os.path.join(SAMPLES, "reqif")
    bpmn = os.path.join(SAMPLES, "bpmn")
    return {
        # The maindoc schemas, and XML Signature's for the detached signature among the samples.
        "ubl": dict(schemas=sorted(glob.glob(os.path.join(ubl, "schemas", "maindoc", "*.xsd")))
                    + [os.path.join(ubl, "schemas", "common", "UBL-xmldsig-core-schema-2.1.xsd")],
                    documents=sorted(glob.glob(os.path.join(ubl, "samples", "*.xml"))), catalog=None),
        "ipxact": dict(schemas=[os.path.join(ipxact, "schemas", "index.xsd")],
                       documents=sorted(glob.glob(os.path.join(ipxact, "examples", "**", "*.xml"), recursive=True)),
                       catalog=None),
        "bpmn": dict(schemas=[os.path.join(bpmn, "schemas", "BPMN20.xsd")],
                     documents=[os.path.join(bpmn, "example.xml")], catalog=None),
        "reqif": dict(schemas=[os.path.join(reqif, "schemas", "reqif.xsd")],
                      documents=[os.path.join(reqif, "sample.xml")],
                      catalog={"http://www.w3.org/2001/xml.xsd": os.path.join(reqif, "schemas", "xml.xsd"),
                               "http://www.w3.org/2009/01/xml.xsd": os.path.join(reqif, "schemas", "xml.xsd")}),
    }


DRIVER = r'''
import Foundation
import Xylem

func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// Decodes `input` `repeat` times (the best time is reported), encodes to `output`, decodes the
/// output and compares.
func check<T: Codable & Equatable>(_ type: T.Type, root: String, input: String, output: String, repeat count: Int,
                                   decoder makeDecoder: () -> XMLDecoder, encoder makeEncoder: () -> XMLEncoder) -> (Double, String) {
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: input))
        let decoder = makeDecoder()
        decoder.parser = .libxml2
        var best = Double.infinity
        var value: T?
        for _ in 0..<max(count, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            value = try decoder.decode(T.self, from: data)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let written = try makeEncoder().encode(value!, root: root)
        try written.write(to: URL(fileURLWithPath: output))
        let again: T
        do { again = try decoder.decode(T.self, from: written) } catch { return (best, "redecode: \(error)") }
        return (best, again == value! ? "ok" : "redecode: a different value")
    } catch {
        return (.nan, "decode/encode: \(error)")
    }
}

let checks: [String: (String, String, Int) -> (Double, String)] = [
%s
]
let arguments = CommandLine.arguments
let count = Int(arguments[2]) ?? 1
for line in try! String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\n") {
    let parts = line.split(separator: "\t").map(String.init)
    guard let run = checks[parts[1]] else {
        emit("DONE\t\(parts[0])\tnan\tno generated root type for \(parts[1])")
        continue
    }
    let (milliseconds, result) = run(parts[0], parts[2], count)
    emit("DONE\t\(parts[0])\t\(milliseconds)\t\(result.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))")
}
'''


def run(command, **kwargs):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def guarded_build(command, cwd, limit_mb):
    """Runs a build in its own process group, watching the resident memory of its compiler
    processes (every swift-frontend whose command line names `cwd`): stops the whole group when
    one passes `limit_mb`. Returns (completed, peak MiB of one compiler, killed)."""
    build = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             start_new_session=True)
    output = []
    reader = __import__("threading").Thread(target=lambda: output.extend(build.stdout), daemon=True)
    reader.start()
    peak, killed = 0, False
    while build.poll() is None:
        listing = subprocess.run(["ps", "-o", "rss=,args=", "-C", "swift-frontend"], stdout=subprocess.PIPE, text=True)
        for line in listing.stdout.splitlines():
            rss, _, args = line.strip().partition(" ")
            if cwd in args and rss.isdigit():
                peak = max(peak, int(rss) // 1024)
        if peak > limit_mb and not killed:
            os.killpg(build.pid, 9)
            killed = True
        time.sleep(0.5)
    reader.join()
    return subprocess.CompletedProcess(command, build.returncode, "".join(output), ""), peak, killed


def root_of(path):
    for _, element in ET.iterparse(path, events=("start",)):
        return element.tag


def roots_in(source):
    """(type, {uri}local) for every generated root type."""
    found = []
    for match in re.finditer(r'^extension (\w+) \{\n.*?static let rootElement = "([^"]+)"\n(.*?)\n\}\n', source, re.M | re.S):
        type_name, element, body = match.groups()
        uris = {}
        mapping = re.search(r"decoder\.namespaceStrategy = \.mapURIs\(\[(.*?)\]\)", body)
        if mapping:
            uris = {prefix: uri for uri, prefix in re.findall(r'"([^"]+)": "([^"]+)"', mapping.group(1))}
        prefix, _, local = element.rpartition(":")
        key = "{%s}%s" % (uris[prefix], local) if prefix else local
        found.append((type_name, key))
    return found


NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)")
ZERO_FRACTION = re.compile(r"(\d{2}:\d{2}:\d{2})\.(\d*?)0+(Z|[+-]\d{2}:\d{2})?$")


BASE64_LINES = re.compile(r"[A-Za-z0-9+/]+(\s+[A-Za-z0-9+/]+)+\s*=?\s*=?")


def as_value(text, raw=""):
    """A text as the value a typed property holds: a decimal number without its lexical
    choices (`100.00` is `100`), a time without a fraction's trailing zeros (`11:30:00.0Z` is
    `11:30:00Z`, `15:13:24.960890` is `15:13:24.96089`),
    base64 without the line breaks that wrap it (`raw`, the text before whitespace collapsed,
    has them)."""
    if "\n" in raw and BASE64_LINES.fullmatch(raw.strip()) and len("".join(raw.split())) % 4 == 0:
        return "".join(raw.split())
    if NUMBER.fullmatch(text):
        return str(__import__("decimal").Decimal(text).normalize())
    return ZERO_FRACTION.sub(lambda m: m.group(1) + (m.group(2) and "." + m.group(2)) + (m.group(3) or ""), text)


def canonical(path, values=False):
    """The document as nested tuples, with only what the comparison counts; with `values`, texts
    and attribute values compared as the values of typed properties (`as_value`)."""
    def walk(element):
        attributes = tuple(sorted((k, v) for k, v in element.attrib.items() if k != XSI + "schemaLocation"
                                  and k != XSI + "noNamespaceSchemaLocation"))
        children = [walk(child) for child in element if isinstance(child.tag, str)]
        texts = [(element.text or "")] + [(child.tail or "") for child in element if isinstance(child.tag, str)]
        text = " ".join("".join(t.strip() for t in texts).split())
        if values:
            attributes = tuple((k, as_value(v)) for k, v in attributes)
            text = as_value(text, "".join(texts))
        return (element.tag, attributes, text, tuple(children))
    return walk(ET.parse(path).getroot())


def first_difference(a, b, path=""):
    if a[0] != b[0]:
        return f"{path}: element {a[0]} against {b[0]}"
    here = f"{path}/{a[0].rpartition('}')[2]}"
    if a[1] != b[1]:
        return f"{here}: attributes {dict(a[1])} against {dict(b[1])}"
    if a[2] != b[2]:
        return f"{here}: text {a[2][:60]!r} against {b[2][:60]!r}"
    if len(a[3]) != len(b[3]):
        return f"{here}: {len(a[3])} children against {len(b[3])}"
    for x, y in zip(a[3], b[3]):
        d = first_difference(x, y, here)
        if d:
            return d
    return None


def schema_for(name, spec, root):
    if name != "ubl":
        return spec["schemas"][0]
    namespace = root[1:].partition("}")[0]
    for schema in spec["schemas"]:
        with open(schema, encoding="utf-8") as f:
            if f'targetNamespace="{namespace}"' in f.read(4000):
                return schema
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", action="append", choices=["ubl", "ipxact", "bpmn", "reqif"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", default="/tmp/xylem-samples")
    parser.add_argument("--xylem", help="a built xylem command (default: build this checkout's, release)")
    parser.add_argument("--out", help="write per-document results here (TSV)")
    parser.add_argument("--ubl-document", action="append", metavar="NAME",
                        help="UBL: only this document type's schema (UBL-NAME-2.1.xsd) and samples (repeatable)")
    parser.add_argument("--configuration", choices=["debug", "release"], default="debug",
                        help="how the models are compiled (default debug; release needs much more memory)")
    parser.add_argument("--max-rss", type=int, default=8000, metavar="MB",
                        help="stop the build when one compiler process passes this much memory (default 8000)")
    args = parser.parse_args()
    if not os.path.isdir(SAMPLES):
        print(f"skipped: no samples at {SAMPLES}")
        return 0
    xylem = args.xylem
    if not xylem:
        subprocess.run(["swift", "build", "-c", "release", "--product", "xylem"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        xylem = os.path.join(ROOT, ".build", "release", "xylem")
    rows = []
    for name in args.set or ["ubl", "ipxact", "bpmn", "reqif"]:
        spec = sets()[name]
        if name == "ubl" and args.ubl_document:
            wanted = {f"UBL-{d}-2.1.xsd" for d in args.ubl_document}
            if "Signature" in args.ubl_document:
                wanted.add("UBL-xmldsig-core-schema-2.1.xsd")
            spec["schemas"] = [s for s in spec["schemas"] if os.path.basename(s) in wanted]
            spec["documents"] = [d for d in spec["documents"] if root_of(d).rpartition("}")[2] in args.ubl_document]
        work = os.path.join(args.work, name)
        sources = os.path.join(work, "Sources", "Samples")
        shutil.rmtree(sources, ignore_errors=True)
        os.makedirs(sources)
        outputs = os.path.join(work, "outputs")
        os.makedirs(outputs, exist_ok=True)
        command = [xylem, "models", *spec["schemas"]]
        if name == "ipxact":
            # index.xsd only includes the others: its global elements are theirs, named here by
            # the documents' roots.
            for local in sorted({root_of(d).rpartition("}")[2] for d in spec["documents"]}):
                command += ["--element", local]
        if spec["catalog"]:
            catalog = os.path.join(work, "catalog.txt")
            with open(catalog, "w") as f:
                f.write("".join(f"{url}={path}\n" for url, path in spec["catalog"].items()))
            command += ["--catalog", catalog]
        started = time.time()
        generated = run(command)
        generation = time.time() - started
        if generated.returncode != 0:
            print(f"{name}: generation failed: {generated.stderr.strip()[:2000]}")
            continue
        source = generated.stdout
        with open(os.path.join(sources, "Models.swift"), "w") as f:
            f.write(source)
        roots = roots_in(source)
        entries = ",\n".join(
            f'    {json.dumps(key)}: {{ check({t}.self, root: {t}.rootElement, input: $0, output: $1, repeat: $2, '
            f'decoder: {t}.makeDecoder, encoder: {t}.makeEncoder) }}' for t, key in roots)
        with open(os.path.join(work, "Package.swift"), "w") as f:
            f.write(f'''// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Samples", dependencies: [.package(path: {json.dumps(ROOT)})],
    targets: [.executableTarget(name: "Samples", dependencies: [.product(name: "Xylem", package: {json.dumps(os.path.basename(ROOT).lower())})])],
    swiftLanguageModes: [.v6])
''')
        configuration = args.configuration
        build = ["swift", "build", "-c", configuration, "-j", "1", "-Xswiftc", "-warnings-as-errors"]
        # Xylem first, with a driver that has no models, so the timed build is the models' alone.
        models = os.path.join(sources, "Models.swift")
        os.rename(models, models + ".pending")
        with open(os.path.join(sources, "main.swift"), "w") as f:
            f.write("import Xylem\n")
        prepared = run(build, cwd=work)
        if prepared.returncode != 0:
            print(f"{name}: Xylem does not build:\n{(prepared.stdout + prepared.stderr)[-3000:]}")
            continue
        os.rename(models + ".pending", models)
        with open(os.path.join(sources, "main.swift"), "w") as f:
            f.write(DRIVER % entries)
        started = time.time()
        built, peak, killed = guarded_build(build, work, args.max_rss)
        compiling = time.time() - started
        if built.returncode != 0:
            why = f"stopped at {peak} MiB (--max-rss)" if killed else "failed"
            print(f"{name}: the {configuration} build of the models {why} ({compiling:.0f} s):\n{built.stdout[-3000:]}")
            continue
        warnings = len(re.findall(r"Sources/Samples/Models\.swift:\d+:\d+: warning:", built.stdout))
        binary = os.path.join(work, ".build", configuration, "Samples")
        objects = glob.glob(os.path.join(work, ".build", configuration, "Samples.build", "Models.swift.o"))
        list_file = os.path.join(work, "documents.tsv")
        documents = {}
        with open(list_file, "w") as f:
            for document in spec["documents"]:
                out = os.path.join(outputs, os.path.relpath(document, SAMPLES).replace("/", "_"))
                documents[document] = (root_of(document), out)
                f.write(f"{document}\t{documents[document][0]}\t{out}\n")
        ran = run([binary, list_file, str(args.repeat)], timeout=3600)
        counts = dict(decoded=0, redecoded=0, valid=0, equal=0, equal_values=0, invalid_originals=0)
        total_ms = 0.0
        for line in ran.stdout.splitlines():
            parts = line.split("\t")
            if parts[0] != "DONE":
                continue
            document, milliseconds, outcome = parts[1], float(parts[2]), parts[3]
            root, out = documents[document]
            status = outcome
            if outcome == "ok" or outcome.startswith("redecode: a different value"):
                # A value that reads back differently is still written: validated and compared.
                counts["decoded"] += 1
                counts["redecoded"] += outcome == "ok"
                total_ms += milliseconds
                schema = schema_for(name, spec, root)
                valid = run(["xmllint", "--noout", "--nonet", "--schema", schema, out])
                if valid.returncode == 0:
                    counts["valid"] += 1
                    difference = first_difference(canonical(document), canonical(out))
                    if difference is None:
                        counts["equal"] += 1
                    elif first_difference(canonical(document, True), canonical(out, True)) is None:
                        counts["equal_values"] += 1
                        status = (outcome if outcome != "ok" else "") + " equal as values; lexically: " + difference[:300]
                    else:
                        status = (outcome if outcome != "ok" else "") + " differs: " + difference[:300]
                    status = status.strip()
                else:
                    status = "invalid: " + " ".join(l for l in valid.stderr.splitlines() if "fails to validate" not in l)[:300]
                    # The original may be invalid itself: then the copy should be equal to it.
                    if run(["xmllint", "--noout", "--nonet", "--schema", schema, document]).returncode != 0:
                        counts["invalid_originals"] += 1
                        same = first_difference(canonical(document), canonical(out)) is None
                        status = ("invalid as the original, canonically equal: " if same else "invalid as the original, "
                                  "differs: ") + status[len("invalid: "):]
            rows.append((name, os.path.relpath(document, SAMPLES), f"{milliseconds:.3f}", status))
        if ran.returncode != 0:
            print(f"{name}: the driver stopped: {ran.stderr[-1500:]}")
        size = os.path.getsize(binary)
        object_size = sum(os.path.getsize(o) for o in objects)
        print(f"{name}: {len(spec['documents'])} documents, {counts['decoded']} decoded and encoded, "
              f"{counts['redecoded']} re-decoded equal, {counts['valid']} valid ({counts['invalid_originals']} originals "
              f"invalid), {counts['equal']} canonically equal "
              f"(+{counts['equal_values']} equal with typed values compared as values); generation {generation:.2f} s "
              f"({len(source.splitlines())} lines, {len(source.encode()) // 1024} KiB, {len(roots)} root types), "
              f"{configuration} build of the models {compiling:.0f} s (peak {peak} MiB in one compiler), {warnings} warnings, "
              f"binary {size // 1024} KiB"
              + (f" (models object {object_size // 1024} KiB)" if objects else "")
              + f", decode total {total_ms:.1f} ms (best of {args.repeat} per document)", flush=True)
    for row in rows:
        if row[3] != "ok":
            print("\t".join(row))
    if args.out:
        with open(args.out, "w") as f:
            f.write("set\tdocument\tdecode_ms\tstatus\n")
            f.writelines("\t".join(row) + "\n" for row in rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
