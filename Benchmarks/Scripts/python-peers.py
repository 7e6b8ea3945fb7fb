# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Python's fastest XML readers on the files xylem-bench writes, for Docs/Performance.md's
one-line comparison outside Swift (absolute.sh runs it in the same run as xylem-bench).

    python3 Benchmarks/Scripts/python-peers.py [--rounds N] FILE...

Rows, each the median of N timed runs (default 5) over the bytes already in memory:
- lxml-iterparse: lxml.etree.iterparse over the document, every element cleared at its end
  (the streaming idiom, libxml2 underneath, no model);
- lxml-fromstring: lxml.etree.fromstring, the whole tree (libxml2's own tree in C);
- xmltodict: xmltodict.parse (expat, a dict per element), the convention of Xylem's JSON.
Needs lxml and xmltodict (`python3 -m venv v && v/bin/pip install lxml xmltodict`).
"""
import io
import os
import statistics
import sys
import time

from lxml import etree
import xmltodict


def iterparse(data):
    count = 0
    for _, element in etree.iterparse(io.BytesIO(data), events=("end",)):
        count += 1
        element.clear()
    return count


def fromstring(data):
    return len(etree.fromstring(data))


def todict(data):
    return len(xmltodict.parse(data))


def main(argv):
    rounds = 5
    if argv[:1] == ["--rounds"]:
        rounds = int(argv[1])
        argv = argv[2:]
    print(f"{'case':<14} {'reader':<16} {'size MB':>8} {'median s':>9} {'MB/s':>7}")
    for path in argv:
        data = open(path, "rb").read()
        megabytes = len(data) / 1_000_000
        case = os.path.splitext(os.path.basename(path))[0]
        for name, read in (("lxml-iterparse", iterparse), ("lxml-fromstring", fromstring), ("xmltodict", todict)):
            read(data)  # warm up
            times = []
            for _ in range(rounds):
                start = time.perf_counter()
                read(data)
                times.append(time.perf_counter() - start)
            median = statistics.median(times)
            print(f"{case:<14} {name:<16} {megabytes:>8.1f} {median:>9.4f} {megabytes / median:>7.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
