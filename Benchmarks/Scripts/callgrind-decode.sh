#!/bin/bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Instructions of one typed decode (XMLDecoder.decode(_:from: Data)) on each benchmark document,
# counted with callgrind, for each xylem-bench binary given (IMPL=Xylem-libxml2 for the other
# parser; CASES="mixed-10k ..." for other documents). Build the binaries first, each with its own scratch path, e.g.
#   swift build -c release --package-path Benchmarks --scratch-path /tmp/bench-main
#   Benchmarks/Scripts/callgrind-decode.sh /tmp/bench-main/release/xylem-bench
# Prints "binary case impl instructions". About two minutes a document.
impl=${IMPL:-Xylem}
cases=${CASES:-"gpx-10k election-10k podcast-5k wide-20attr deep-200"}
for bin in "$@"; do
  for c in $cases; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" \
      --toggle-collect='$s5Xylem10XMLDecoderC6decode_4fromxxm_20FoundationEssentials4DataVtKSeRzlF' \
      "$bin" --quick --no-memory --rounds 1 --impl "$impl" --case "$c" > /dev/null 2>&1
    n=$(callgrind_annotate "$out" 2>/dev/null | grep -m1 "PROGRAM TOTALS" | awk '{print $1}')
    echo "$bin $c $impl $n"
    rm -f "$out"
  done
done
