#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""xsdata's decode time on the UBL samples, for the side-by-side with run-samples.py.

Run with a Python that has xsdata and lxml (`pip install "xsdata[cli,lxml]" ruff`), after
generating xsdata's models into PACKAGE_DIR:

    xsdata generate ../shared/xsd/samples/ubl/schemas/maindoc/UBL-Invoice-2.1.xsd --package ubl
    Tests/XSD/xsdata-decode-time.py PACKAGE_DIR --document Invoice [--repeat 5]

Per sample document whose root element is one of the --document names: the best of --repeat
parses with xsdata's XmlParser and its lxml event handler (the fastest it has), in milliseconds,
and the total, in the same form as run-samples.py prints Xylem's.
"""
import argparse, glob, importlib, os, sys, time, xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = os.path.join(ROOT, "..", "shared", "xsd", "samples", "ubl", "samples")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("package_dir")
    parser.add_argument("--document", action="append", required=True)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, args.package_dir)
    from xsdata.formats.dataclass.parsers import XmlParser
    from xsdata.formats.dataclass.parsers.handlers import LxmlEventHandler
    total = 0.0
    for path in sorted(glob.glob(os.path.join(SAMPLES, "*.xml"))):
        root = next(ET.iterparse(path, events=("start",)))[1].tag.rpartition("}")[2]
        if root not in args.document:
            continue
        module = importlib.import_module(f"ubl.maindoc.ubl_{root.lower()}_2_1")
        cls = getattr(module, root)
        best = float("inf")
        for _ in range(args.repeat):
            xml_parser = XmlParser(handler=LxmlEventHandler)
            start = time.perf_counter()
            xml_parser.parse(path, cls)
            best = min(best, (time.perf_counter() - start) * 1000)
        total += best
        print(f"{os.path.basename(path)}\t{best:.3f} ms")
    print(f"xsdata decode total {total:.1f} ms (best of {args.repeat} per document)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
