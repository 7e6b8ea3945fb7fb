#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
#
# Absolute figures (Docs/Performance.md, "MB/s on this machine"): xylem-bench's MB/s and ratios for
# libxml2's empty SAX, the typed decode, records (XMLStreamReader, and the `records` sequence
# with its decoding threads on and off), the tree build and the encoder, then Python's fastest
# readers on the same files in the same run (python-peers.py). Release build; not a CI step.
#
#     Benchmarks/Scripts/absolute.sh                 # gpx-100k election-10k podcast-5k
#     CASES="gpx-1m" PYTHON=venv/bin/python Benchmarks/Scripts/absolute.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-python3}
CASES=${CASES:-gpx-100k election-10k podcast-5k}
"$PYTHON" -c "import lxml, xmltodict" 2>/dev/null || {
    echo "absolute.sh: $PYTHON lacks lxml or xmltodict (python3 -m venv v && v/bin/pip install lxml xmltodict; PYTHON=v/bin/python)" >&2
    exit 2
}
swift build -c release --package-path Benchmarks >/dev/null
BENCH="$(swift build -c release --package-path Benchmarks --show-bin-path)/xylem-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=()
for name in $CASES; do
    "$BENCH" --write "$name" "$work/$name.xml"
    cases+=(--case "$name")
done
echo "== xylem-bench (release), load $(cut -d' ' -f1 /proc/loadavg)"
"$BENCH" --no-memory "${cases[@]}" --impl floor --impl libxml2-sax-empty --impl Xylem-libxml2 \
    --impl Xylem-records-libxml2 --impl Xylem-records-parallel --impl Xylem-records-serial \
    --impl Xylem-tree-build-libxml2 --impl Xylem-encode
echo "== Python on the same files, load $(cut -d' ' -f1 /proc/loadavg)"
"$PYTHON" Benchmarks/Scripts/python-peers.py "$work"/*.xml
