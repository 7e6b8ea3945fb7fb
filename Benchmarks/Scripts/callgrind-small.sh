#!/bin/bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Instructions of ONE typed decode of a small document (the election response with 1 and with 20
# items, `xylem-bench --small`), counted with callgrind, for each xylem-bench binary given: what a
# decode costs once, which the 10,000-record documents of callgrind-decode.sh hide. Each row runs
# twice, with 10 and with 110 decodes, and the difference over 100 is one decode, so the decodes
# made to check the answer (and the model decoded for the JSON) drop out. Build the binaries as
# for callgrind-decode.sh, e.g.
#   swift build -c release --package-path Benchmarks --scratch-path /tmp/bench-main
#   Benchmarks/Scripts/callgrind-small.sh /tmp/bench-main/release/xylem-bench
# Prints "binary case row instructions-per-decode". About ten seconds a row.
rows=${ROWS:-"Xylem Xylem-libxml2 JSONDecoder"}
count() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$4" \
    "$1" --small --rounds 1 --iterations "$5" --impl "$3" --case "$2" > /dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | grep -m1 "PROGRAM TOTALS" | awk '{gsub(",", "", $1); print $1}'
  rm -f "$out"
}
for bin in "$@"; do
  for c in election-1 election-20; do
    for row in $rows; do
      # The row's decode call: XMLDecoder.decode(_:from: Data), or JSONDecoder's.
      if [ "$row" = JSONDecoder ]; then
        symbol='$s20FoundationEssentials11JSONDecoderC6decode_4fromxxm_AA4DataVtKSeRzlF'
      else
        symbol='$s5Xylem10XMLDecoderC6decode_4fromxxm_20FoundationEssentials4DataVtKSeRzlF'
      fi
      few=$(count "$bin" "$c" "$row" "$symbol" 10)
      many=$(count "$bin" "$c" "$row" "$symbol" 110)
      echo "$bin $c $row $(( (many - few) / 100 ))"
    done
  done
done
