#!/bin/bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Instructions of one typed decode (XMLDecoder.decode(_:from: Data)) on each benchmark document,
# counted with callgrind, for each xylem-bench binary given (IMPL=Xylem-libxml2 for the other
# parser; CASES="mixed-10k ..." for other documents). Build the binaries first, each with its own scratch path, e.g.
#   swift build -c release --package-path Benchmarks --scratch-path /tmp/bench-main
#   Benchmarks/Scripts/callgrind-decode.sh /tmp/bench-main/release/xylem-bench
# The encode rows and the XMLCoder layer count their own call (IMPL=Xylem-encode,
# XylemXMLCoder, XylemXMLCoder-encode, XMLCoder-encode); TOGGLE=SYMBOL counts another function.
# The count covers every timed run: with --rounds 1, three on a document under 5 MB, one above.
# KEEP=DIR keeps each profile as DIR/CASE-IMPL.callgrind (for callgrind_annotate).
# Prints "binary case impl instructions". About two minutes a document.
impl=${IMPL:-Xylem}
case "$impl" in
  XylemXMLCoder) symbol='$s13XylemXMLCoder10XMLDecoderC6decode_4fromxxm_20FoundationEssentials4DataVtKSeRzlF' ;;
  XylemXMLCoder-encode)
    symbol='$s13XylemXMLCoder10XMLEncoderC6encode_11withRootKey14rootAttributes6header7doctype20FoundationEssentials4DataVx_SSSgSDyS2SGSgAA9XMLHeaderVSgAA15XMLDocumentTypeVSgtKSERzlF' ;;
  XMLCoder-encode)
    symbol='$s8XMLCoder10XMLEncoderC6encode_11withRootKey14rootAttributes6header7doctype20FoundationEssentials4DataVx_SSSgSDyS2SGSgAA9XMLHeaderVSgAA15XMLDocumentTypeVSgtKSERzlF' ;;
  Xylem-encode) symbol='$s5Xylem10XMLEncoderC6encode_4root20FoundationEssentials4DataVx_SStKSERzlF' ;;
  *) symbol='$s5Xylem10XMLDecoderC6decode_4fromxxm_20FoundationEssentials4DataVtKSeRzlF' ;;
esac
symbol=${TOGGLE:-$symbol}
cases=${CASES:-"gpx-10k election-10k podcast-5k wide-20attr deep-200"}
for bin in "$@"; do
  for c in $cases; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" \
      --toggle-collect="$symbol" \
      "$bin" --quick --no-memory --rounds 1 --impl "$impl" --case "$c" > /dev/null 2>&1
    n=$(callgrind_annotate "$out" 2>/dev/null | grep -m1 "PROGRAM TOTALS" | awk '{print $1}')
    echo "$bin $c $impl $n"
    if [ -n "$KEEP" ]; then mv "$out" "$KEEP/$c-$impl.callgrind"; else rm -f "$out"; fi
  done
done
