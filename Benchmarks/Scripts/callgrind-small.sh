#!/bin/bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# What ONE typed decode of a small document costs (the election response with 1 and with 20
# items, `xylem-bench --small`), for each xylem-bench binary given: what a decode pays once,
# which the 10,000-record documents of callgrind-decode.sh hide. Each row runs twice, with 10 and
# with 110 decodes, and the difference over 100 is one decode, so the decodes made to check the
# answer (and the model decoded for the JSON) drop out. Counted: the instructions of the whole
# loop body, the decoder's creation included (`XMLDecoder()`, `JSONDecoder()`: a cost there is a
# cost of every decode), with callgrind; and the system calls, with strace when it is installed
# (callgrind does not see the kernel's time: a decode should make none). Build the binaries as
# for callgrind-decode.sh, e.g.
#   swift build -c release --package-path Benchmarks --scratch-path /tmp/bench-main
#   Benchmarks/Scripts/callgrind-small.sh /tmp/bench-main/release/xylem-bench
# Prints "binary case row instructions-per-decode syscalls-per-decode". About ten seconds a row.
rows=${ROWS:-"Xylem Xylem-libxml2 JSONDecoder"}
count() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$1" --small --rounds 1 --iterations "$4" --impl "$3" --case "$2" > /dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | grep -m1 "PROGRAM TOTALS" | awk '{gsub(",", "", $1); print $1}'
  rm -f "$out"
}
syscalls() {
  local out
  out=$(mktemp)
  strace -f -c -o "$out" "$1" --small --rounds 1 --iterations "$4" --impl "$3" --case "$2" > /dev/null 2>&1
  awk '/ total$/ {print $4}' "$out"
  rm -f "$out"
}
for bin in "$@"; do
  for c in election-1 election-20; do
    for row in $rows; do
      few=$(count "$bin" "$c" "$row" 10)
      many=$(count "$bin" "$c" "$row" 110)
      calls=-
      if command -v strace > /dev/null; then
        calls=$(( ($(syscalls "$bin" "$c" "$row" 1010) - $(syscalls "$bin" "$c" "$row" 10)) / 1000 ))
      fi
      echo "$bin $c $row $(( (many - few) / 100 )) $calls"
    done
  done
done
