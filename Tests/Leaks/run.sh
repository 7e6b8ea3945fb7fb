#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Measures the memory a long-running process keeps per decoded document, with each parser: builds
# LeakEntry.swift with the library's sources into one optimized binary and runs it (COUNT
# documents of each kind, default 50,000). With VALGRIND=1 it runs 2,000 documents of each kind
# under valgrind's memcheck instead, which names the allocation that is never freed.
#
#   Tests/Leaks/run.sh              # RSS growth per document, per parser and kind
#   Tests/Leaks/run.sh 200000
#   VALGRIND=1 Tests/Leaks/run.sh   # where it leaks (valgrind must be installed)
#
# Not part of CI: see Xylem.docc/Security.md ("Memory kept per document") for the numbers and why.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${OUT:-$ROOT/.build-leaks}"
mkdir -p "$OUT"
mapfile -t SOURCES < <(find "$ROOT/Sources/Xylem" -name '*.swift' | sort)
"${SWIFTC:-swiftc}" -O -g -parse-as-library -swift-version 6 \
    -I "$ROOT/Sources/CLibXML2" -Xcc -I/usr/include/libxml2 -lxml2 \
    -module-name Xylem "${SOURCES[@]}" "$ROOT/Tests/Leaks/LeakEntry.swift" -o "$OUT/xylem-leaks"
if [ "${VALGRIND:-0}" = 1 ]; then
    valgrind --leak-check=full --show-leak-kinds=definite --num-callers=12 "$OUT/xylem-leaks" 2000
else
    "$OUT/xylem-leaks" "${1:-50000}"
fi
