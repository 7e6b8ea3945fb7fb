#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""The W3C XML Schema test suite through `xylem models`, on the cases xsdata runs.

Per case: generate models from the schema (for the instance's root element), compile them,
decode the instance, encode the value, check the output is valid against the schema
(`xmllint --schema`, libxml2's validator) and that decoding the output gives a value equal to
the first decode. Many models are compiled in one module (each file `fileprivate`).

    Tests/XSD/run-w3c.py [--suite DIR] [--limit N] [--every K] [--batch N] [--out FILE]
                         [--jobs N] [--expect FILE] [--manifest FILE] [--work DIR] [--xylem PATH]

--suite: the unpacked suite (the folder holding xsdtests/; default /work/wt/xsd-suite, or
$XSD_SUITE). The manifest is ../shared/xsd/w3c-manifest.tsv from the repository. --every K
takes every Kth case (a fixed sample), --limit N the first N of those. Results go to --out
(default Tests/XSD/w3c-results.tsv: case, status, reason), a summary to standard output.
--catalog FILE: URL=PATH lines mapping schemas named by URL to local copies (the suite's
common/xsts.xsd imports http://www.w3.org/XML/2008/06/xlink.xsd; xsdata ships a copy).
--jobs N: generators and validators at a time (default: the cores). --expect FILE: exit 1 when
a case that FILE does not list (one that passed when FILE was written) does not pass now; CI
runs the fixed sample (--every 29 --limit 500) so, against w3c-sample-results.tsv.
--xmlschema DIR: where the xmlschema package is (`pip install --target DIR xmlschema`), the
second judge: a case libxml2 cannot judge (it cannot compile the schema, XSD 1.1; it rejects the
suite's own valid instance too; it does not finish) is validated by xmlschema's
XMLSchema11 (XMLSchema10 for the manifest's xsd_version 1.0), as xsdata's W3C harness validates
every case, and passes as `pass-xmlschema`; without xmlschema it stays `roundtrip`.
--cases REGEX: only the cases whose names match (after --every and --limit).
The schemas an instance's xsi:schemaLocation names for other namespaces are given to the
generator beside the case's schema when they import it (they may add substitution group members
and derived types); when no global element declares the root, all of them are, and a root with
an xsi:type is named with it (`xylem models --element NAME=TYPE`).
"""
import argparse, collections, concurrent.futures, json, os, re, shutil, subprocess, sys, threading, time, xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SUPPORT = r'''
import Foundation
import Xylem

/// Decodes, encodes to `output`, decodes again; nil when the two values are equal.
func roundTrip<T: Codable & Equatable>(_ type: T.Type, root: String, input: String, output: String,
                                       decoder makeDecoder: () -> XMLDecoder, encoder makeEncoder: () -> XMLEncoder) -> String? {
    do {
        let decoder = makeDecoder()
        decoder.parser = .libxml2
        let value = try decoder.decode(T.self, from: Data(contentsOf: URL(fileURLWithPath: input)))
        let written = try makeEncoder().encode(value, root: root)
        try written.write(to: URL(fileURLWithPath: output))
        let again: T
        do { again = try decoder.decode(T.self, from: written) } catch { return "redecode: \(error)" }
        if again == value { return nil }
        // IEEE's NaN is unequal to itself, so a value holding one is never `==` to its copy: XML
        // Schema's float and double have one NaN, so two values whose every field prints the
        // same and that hold a NaN are the same value.
        let printed = String(reflecting: value)
        return printed == String(reflecting: again) && printed.contains("nan") ? nil : "redecode: a different value"
    } catch {
        return "decode/encode: \(error)"
    }
}
'''

MAIN = r'''
import Foundation
func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
let arguments = CommandLine.arguments
let start = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
let checks: [(String, (String, String) -> String?)] = [
%s
]
for (index, (name, check)) in checks.enumerated() where index >= start {
    let parts = name.split(separator: "\t").map(String.init)
    emit("START\t\(index)\t\(parts[0])")
    let result = check(parts[1], parts[2])
    emit("DONE\t\(index)\t\(parts[0])\t\((result ?? "ok").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))")
}
'''


def manifest_cases(path):
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            yield row


def root_of(instance):
    """The instance's root element as {ns}local (ElementTree's spelling)."""
    for _, element in ET.iterparse(instance, events=("start",)):
        return element.tag
    return None


def xsi_type_of(instance):
    """The root's xsi:type as {ns}local (its prefix resolved at the root), or None."""
    scope = {"": ""}
    for event, item in ET.iterparse(instance, events=("start-ns", "start")):
        if event == "start-ns":
            scope[item[0]] = item[1]
            continue
        value = item.get("{http://www.w3.org/2001/XMLSchema-instance}type")
        if value is None:
            return None
        prefix, _, local = value.strip().rpartition(":")
        uri = scope.get(prefix)
        if uri is None:
            return None
        return "{" + uri + "}" + local if uri else local
    return None


def schema_hints(schema, instance):
    """The schemas the instance's xsi:schemaLocation names for namespaces other than the
    schema's target, that exist beside it."""
    XSI = "{http://www.w3.org/2001/XMLSchema-instance}"
    try:
        root = next(ET.iterparse(instance, events=("start",)))[1]
        target = ET.parse(schema).getroot().get("targetNamespace", "")
    except (ET.ParseError, StopIteration, OSError):
        return []
    words = root.get(XSI + "schemaLocation", "").split()
    hints = [(ns, os.path.join(os.path.dirname(instance), location))
             for ns, location in zip(words[::2], words[1::2]) if ns != target]
    return [(ns, path) for ns, path in hints if os.path.exists(path)]


def imports(path, schema):
    """Whether the schema document at `path` imports or includes `schema`."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return False
    for child in root:
        location = child.get("schemaLocation")
        if child.tag.rsplit("}", 1)[-1] in ("import", "include", "redefine", "override") and location:
            if os.path.realpath(os.path.join(os.path.dirname(path), location)) == os.path.realpath(schema):
                return True
    return False


def validation_schema(schema, instance, work):
    """The schema to validate the output against: `schema`, or, when the instance's
    `xsi:schemaLocation` names schemas for other namespaces (which libxml2's `--schema` does not
    load, as a wildcard's strict attributes need), a wrapper that imports them beside it."""
    hints = schema_hints(schema, instance)
    if not hints:
        return schema
    try:
        target = ET.parse(schema).getroot().get("targetNamespace", "")
    except (ET.ParseError, OSError):
        return schema
    main = (f'<xs:import namespace="{target}" schemaLocation="{schema}"/>' if target
            else f'<xs:include schemaLocation="{schema}"/>')
    imports = "".join(f'<xs:import namespace="{ns}" schemaLocation="{path}"/>' for ns, path in hints)
    wrapper = os.path.join(work, "wrapper-" + os.path.basename(instance) + ".xsd")
    with open(wrapper, "w") as f:
        f.write(f'<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">{main}{imports}</xs:schema>\n')
    return wrapper


def validate(entry, outputs):
    """The verdict on one case whose round trip passed: libxml2's validation of the output."""
    _, _, schema, instance, out, version = entry
    schema = validation_schema(schema, instance, outputs)
    try:
        valid = run(["xmllint", "--noout", "--schema", schema, out], timeout=120)
    except subprocess.TimeoutExpired:
        # libxml2's validator is exponential on some content models (particlesZ012): the
        # second judge decides (xmlschema takes a fraction of a second there).
        return second_judge(schema, instance, out, version, "xmllint did not finish within 120 s")
    if valid.returncode == 0:
        return ("pass", "")
    if "failed to compile" in valid.stderr:
        # libxml2 validates XSD 1.0 only: a schema it cannot compile (XSD 1.1 constructs,
        # built-ins such as xs:yearMonthDuration) goes to the second judge, xmlschema, as
        # xsdata's own harness validates every case; without it, the round trip alone, counted apart.
        message = " ".join(l for l in valid.stderr.splitlines() if "Schemas parser error" in l)
        return second_judge(schema, instance, out, version, "libxml2 cannot compile the schema: " + message[:200])
    message = " ".join(l for l in valid.stderr.splitlines() if "fails to validate" not in l)
    # The suite's instance is valid by the suite's own verdict (the manifest lists valid
    # instances only). When libxml2 rejects it too, libxml2's validator is what fails (regular
    # expression classes, integers beyond 64 bits, XML 1.1, zones), not the output, and it cannot
    # judge the case: the second judge decides, as it does where libxml2 cannot compile the schema.
    try:
        original = run(["xmllint", "--noout", "--schema", schema, instance], timeout=120)
        if original.returncode != 0:
            return second_judge(schema, instance, out, version,
                                "libxml2 rejects the suite's valid instance too: " + message[:160])
    except subprocess.TimeoutExpired:
        pass
    return ("fail", "invalid output: " + message[:300])


XMLSCHEMA = None          # the xmlschema module, when --xmlschema found it
XMLSCHEMA_NOTICE = ""     # why there is no second judge
JUDGES = {}               # (schema, version) -> a validator, or the reason there is none
JUDGES_LOCK = threading.Lock()
URI_MAP = {}              # URL -> local path, from --catalog


def load_second_judge(path):
    """Imports xmlschema (from `path`, a folder `pip install --target` wrote, when given)."""
    global XMLSCHEMA, XMLSCHEMA_NOTICE
    if path:
        sys.path.insert(0, path)
    try:
        import xmlschema
        # A folder named is the only source: the system's xmlschema, of another version, would
        # make the verdicts depend on the machine.
        if path and not os.path.abspath(xmlschema.__file__).startswith(os.path.abspath(path) + os.sep):
            raise ImportError(f"no xmlschema in {path}")
        XMLSCHEMA = xmlschema
    except ImportError as error:
        XMLSCHEMA_NOTICE = f"no second judge ({error}): a schema libxml2 cannot compile is judged by the round trip alone"


def second_judge(schema, instance, out, version, why):
    """The verdict of xmlschema (XMLSchema11 or XMLSchema10 by the manifest's xsd_version, as
    xsdata's W3C harness builds its validator) on a case libxml2 cannot judge (it cannot compile
    the schema, rejects the suite's valid instance too, or does not finish). Like xsdata's
    harness, a judge that cannot build the schema, or that rejects the suite's own instance,
    decides nothing: such a case stays `roundtrip`, with the reason."""
    if XMLSCHEMA is None:
        return ("roundtrip", why)
    name = f"xmlschema {XMLSCHEMA.__version__} XSD {version}"
    key = (schema, version)
    with JUDGES_LOCK:
        if key not in JUDGES:
            kind = XMLSCHEMA.XMLSchema11 if version == "1.1" else XMLSCHEMA.XMLSchema10
            try:
                # Nothing is fetched: local files only, URLs through --catalog.
                JUDGES[key] = kind(schema, allow="local", uri_mapper=URI_MAP or None)
            except Exception as error:
                JUDGES[key] = f"{name} cannot build the schema either: {str(error).splitlines()[0][:160]}"
        judge = JUDGES[key]
    if isinstance(judge, str):
        return ("roundtrip", f"{why}; {judge}")
    with JUDGES_LOCK:  # one validation at a time: xmlschema keeps state while validating
        try:
            error = next(judge.iter_errors(out), None)
            if error is None:
                return ("pass-xmlschema", f"valid by {name} ({why[:120]})")
            original = next(judge.iter_errors(instance), None)
        except Exception as failure:  # the judge's own failure (an XPath assertion that divides by zero)
            return ("roundtrip", f"{why}; {name} failed: {type(failure).__name__}: {str(failure).splitlines()[0][:120]}")
    # Without the addresses of xmlschema's objects, so that the reasons of two runs compare.
    message = re.sub(r" at 0x[0-9a-f]+", "", " ".join(str(error).split()))[:240]
    if original is not None:
        return ("roundtrip", f"{why}; {name} rejects the suite's instance too, so it cannot judge: " + message[:120])
    return ("fail", f"invalid output ({name}): {message}")


# A case passes when its output is valid (by libxml2; by xmlschema where libxml2 cannot judge)
# and decodes to an equal value.
PASSES = ("pass", "pass-xmlschema")


def run(command, **kwargs):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default=os.environ.get("XSD_SUITE", "/work/wt/xsd-suite"))
    parser.add_argument("--manifest", default=os.path.join(ROOT, "..", "shared", "xsd", "w3c-manifest.tsv"))
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--cases", help="only the cases whose names match this regular expression (after --every and --limit)")
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--batch", type=int, default=250)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="generators and validators at a time")
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "XSD", "w3c-results.tsv"))
    parser.add_argument("--work", default="/tmp/xylem-w3c")
    parser.add_argument("--xylem", help="a built xylem command (default: build this checkout's)")
    parser.add_argument("--catalog", help="URL=PATH lines: local copies of schemas named by URL (xylem models --catalog; xmllint through an XML catalog)")
    parser.add_argument("--xmlschema", metavar="DIR", help="a folder holding the xmlschema package (pip install --target DIR xmlschema), the judge of cases libxml2 cannot judge; default: import it from this Python")
    parser.add_argument("--expect", help="a committed results file of the same cases: exit 1 when a case it does not list (a pass) does not pass now")
    args = parser.parse_args()
    load_second_judge(args.xmlschema)
    if XMLSCHEMA_NOTICE:
        print("notice: " + XMLSCHEMA_NOTICE, flush=True)
    suite = os.path.join(args.suite, "xsdtests")
    if not os.path.isdir(suite) or not os.path.exists(args.manifest):
        print(f"skipped: no suite at {suite} or no manifest at {args.manifest}")
        return 0
    xylem = args.xylem
    if not xylem:
        xylem = os.path.join(ROOT, ".build", "debug", "xylem")
        subprocess.run(["swift", "build", "--product", "xylem"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    cases = list(manifest_cases(args.manifest))[:: args.every]
    if args.limit:
        cases = cases[: args.limit]
    if args.cases:
        cases = [c for c in cases if re.search(args.cases, c["case"])]
    results = {}
    started = time.time()

    # 1. Generate: one model file per (schema, root element), shared by the cases that use it;
    # `--jobs` generators at a time.
    if args.catalog:
        # xmllint reads the same mapping from an OASIS XML catalog.
        os.makedirs(args.work, exist_ok=True)
        entries = []
        with open(args.catalog) as f:
            for line in f:
                if "=" in line and not line.startswith("#"):
                    url, path = line.strip().split("=", 1)
                    target = "file://" + os.path.abspath(os.path.join(os.path.dirname(args.catalog), path))
                    URI_MAP[url] = target[len("file://"):]
                    entries.append(f'<system systemId="{url}" uri="{target}"/><uri name="{url}" uri="{target}"/>')
        catalog = os.path.join(args.work, "catalog.xml")
        with open(catalog, "w") as f:
            f.write('<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">' + "".join(entries) + "</catalog>\n")
        os.environ["XML_CATALOG_FILES"] = catalog
    models = {}  # (schema, root) -> ("ok", (function name, source, root type)) or ("error", reason)
    plan = []    # (case, schema, instance, key)
    versions = {}  # case -> the manifest's xsd_version, for the second judge
    fallbacks = {}  # case -> its root's xsi:type
    extra_hints = {}  # case -> the other schemas its schemaLocation names, for a root none of the others declares
    for case in cases:
        schema = os.path.join(suite, case["schema"])
        instance = os.path.join(suite, case["instance"])
        if not os.path.exists(instance):
            results[case["case"]] = ("skip", "the instance is missing from the suite")
            continue
        try:
            root = root_of(instance)
        except ET.ParseError as error:
            results[case["case"]] = ("skip", f"the instance is not well-formed: {error}")
            continue
        # The schemas the instance's xsi:schemaLocation names for other namespaces and that
        # import the schema extend it (substitution group members, derived types), as the
        # validation reads them: the generator is given them too. A root valid by its xsi:type
        # alone is named with that type when no global element declares it (`--element NAME=TYPE`).
        hints = tuple(path for _, path in schema_hints(schema, instance) if imports(path, schema))
        extra_hints[case["case"]] = tuple(path for _, path in schema_hints(schema, instance) if path not in hints)
        fallbacks[case["case"]] = xsi_type_of(instance)
        plan.append((case["case"], schema, instance, (schema, root, hints)))
        versions[case["case"]] = case.get("xsd_version") or "1.1"
    keys = list(dict.fromkeys(p[3] for p in plan))

    def generate(key):
        schema, root, hints = key[:3]
        typed = key[3] if len(key) > 3 else None
        element = root + "=" + typed if typed else root
        generated = run([xylem, "models", schema, *hints, "--element", element, "--access", "fileprivate"]
                        + (["--catalog", args.catalog] if args.catalog else []))
        if generated.returncode != 0:
            return ("error", "generate: " + generated.stderr.strip().replace("\n", " ")[:300])
        roots = re.findall(r"^fileprivate extension (\w+) \{", generated.stdout, re.M)
        if not roots:
            return ("error", "generate: no root type")
        return ("ok", (generated.stdout, roots[0]))

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for number, (key, outcome) in enumerate(zip(keys, pool.map(generate, keys))):
            models[key] = outcome if outcome[0] == "error" else ("ok", (f"model{number}",) + outcome[1])
        retry = {}
        for index, (case, schema, instance, key) in enumerate(plan):
            if models[key][0] == "error" and "No global element" in models[key][1] and (fallbacks[case] or extra_hints[case]):
                retry.setdefault((key[0], key[1], key[2] + extra_hints[case], fallbacks[case]), []).append(index)
        for number, (key, outcome) in enumerate(zip(retry, pool.map(generate, list(retry))), start=len(models)):
            models[key] = outcome if outcome[0] == "error" else ("ok", (f"model{number}",) + outcome[1])
            for index in retry[key]:
                plan[index] = plan[index][:3] + (key,)
    generation_time = time.time() - started

    # 2. Compile in batches, run, validate.
    package = os.path.join(args.work, "package")
    sources = os.path.join(package, "Sources", "W3C")
    outputs = os.path.join(args.work, "outputs")
    os.makedirs(outputs, exist_ok=True)
    os.makedirs(sources, exist_ok=True)
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write(f'''// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "W3C", dependencies: [.package(path: {json.dumps(ROOT)})],
    targets: [.executableTarget(name: "W3C", dependencies: [.product(name: "Xylem", package: {json.dumps(os.path.basename(ROOT).lower())})],
                                swiftSettings: [.unsafeFlags(["-Onone"])])],
    swiftLanguageModes: [.v6])
''')
    runnable = [p for p in plan if models[p[3]][0] == "ok"]
    for p in plan:
        if models[p[3]][0] != "ok":
            results[p[0]] = ("fail", models[p[3]][1])
    compile_time = 0.0
    for begin in range(0, len(runnable), args.batch):
        batch = runnable[begin : begin + args.batch]
        keys = list(dict.fromkeys(p[3] for p in batch))
        excluded = {}
        while True:
            shutil.rmtree(sources, ignore_errors=True)
            os.makedirs(sources)
            with open(os.path.join(sources, "Support.swift"), "w") as f:
                f.write(SUPPORT)
            entries = []
            for key in keys:
                if key in excluded:
                    continue
                function, source, root_type = models[key][1]
                with open(os.path.join(sources, function + ".swift"), "w") as f:
                    f.write(source)
                    f.write(f'''
func {function}(_ input: String, _ output: String) -> String? {{
    roundTrip({root_type}.self, root: {root_type}.rootElement, input: input, output: output,
              decoder: {root_type}.makeDecoder, encoder: {root_type}.makeEncoder)
}}
''')
            for case, schema, instance, key in batch:
                if key in excluded:
                    continue
                out = os.path.join(outputs, case + ".xml")
                entries.append((case, key, schema, instance, out, versions[case]))
            lines = ",\n".join(f'    ({json.dumps(c + chr(9) + i + chr(9) + o)}, {models[k][1][0]})' for c, k, s, i, o, v in entries)
            with open(os.path.join(sources, "main.swift"), "w") as f:
                f.write(MAIN % lines)
            t = time.time()
            built = run(["swift", "build", "-c", "debug"], cwd=package)
            compile_time += time.time() - t
            if built.returncode == 0:
                break
            broken = set(re.findall(r"Sources/W3C/(model\d+)\.swift:\d+:\d+: error: (.*)", built.stdout + built.stderr))
            if not broken:
                print(built.stdout[-3000:], built.stderr[-3000:])
                raise SystemExit("the batch does not compile, and no model file is named")
            for function, message in broken:
                for key in keys:
                    if models[key][0] == "ok" and models[key][1][0] == function and key not in excluded:
                        excluded[key] = "compile: " + message[:200]
        for case, schema, instance, key in batch:
            if key in excluded:
                results[case] = ("fail", excluded[key])
        binary = os.path.join(package, ".build", "debug", "W3C")
        to_validate = []
        start = 0
        while start < len(entries):
            ran = subprocess.run([binary, str(start)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600)
            last = None
            for line in ran.stdout.splitlines():
                parts = line.split("\t")
                if parts[0] == "START":
                    last = int(parts[1])
                elif parts[0] == "DONE":
                    index, case, outcome = int(parts[1]), parts[2], parts[3]
                    last = None
                    if outcome != "ok":
                        results[case] = ("fail", outcome[:300])
                        continue
                    to_validate.append(index)
                    start = index + 1
            if ran.returncode == 0:
                break
            if last is None:
                raise SystemExit(f"the batch program failed outside a case: {ran.stderr[-2000:]}")
            results[entries[last][0]] = ("fail", f"crash: {ran.stderr.strip().splitlines()[-1] if ran.stderr.strip() else ran.returncode}"[:300])
            start = last + 1
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for index, verdict in zip(to_validate, pool.map(lambda i: validate(entries[i], outputs), to_validate)):
                results[entries[index][0]] = verdict
        passed = sum(1 for r in results.values() if r[0] in PASSES)
        print(f"[{begin + len(batch)}/{len(runnable)}] {passed} passed so far, {time.time() - started:.0f} s", flush=True)

    counts = collections.Counter(r[0] for r in results.values())
    with open(args.out, "w") as f:
        f.write("case\tstatus\treason\n")
        for case in sorted(results):
            status, reason = results[case]
            if status != "pass":
                # Paths relative to the suite and the work folder, so that runs compare.
                reason = reason.replace(suite + "/", "").replace(outputs + "/", "")
                reason = re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", "?", reason)
                f.write(f"{case}\t{status}\t{reason}\n")
    print(f"{len(cases)} cases: {counts['pass'] + counts['pass-xmlschema']} passed ({counts['pass']} judged by libxml2, "
          f"{counts['pass-xmlschema']} by xmlschema where libxml2 cannot judge), "
          f"{counts['roundtrip']} round-trip only (no judge could decide), "
          f"{counts['fail']} failed, {counts['skip']} skipped "
          f"(generation {generation_time:.0f} s, compiling {compile_time:.0f} s, total {time.time() - started:.0f} s)")
    if args.expect:
        with open(args.expect) as f:
            expected = dict(line.split("\t")[:2] for line in f.read().splitlines()[1:] if line)
        ran = [c["case"] for c in cases]

        def regressed(case):
            now = results.get(case, ("fail", "not run"))[0]
            if case not in expected:  # a pass (libxml2's verdict) when the file was written
                return now not in PASSES
            if expected[case] == "pass-xmlschema":
                # Without xmlschema such a case can only be `roundtrip`: not a regression (the
                # notice above says why); with it, it must pass again.
                return now not in PASSES and not (now == "roundtrip" and XMLSCHEMA is None)
            return False

        regressions = [c for c in ran if regressed(c)]
        fixed = [c for c in ran if c in expected and expected[c] not in PASSES
                 and results.get(c, ("", ""))[0] in PASSES]
        for case in fixed:
            print(f"now passes (write {args.expect} again): {case}")
        for case in regressions:
            print(f"REGRESSION: {case} passes in {args.expect} and now: {results.get(case, ('fail', 'not run'))}")
        if regressions:
            print(f"{len(regressions)} cases that passed fail now")
            return 1
    reasons = collections.Counter(re.sub(r"[\"'<{].*", "", r[1])[:70] for r in results.values() if r[0] == "fail")
    for reason, count in reasons.most_common(25):
        print(f"{count:6d}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
