#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Lists the public entry points that take an XML input (issue 38: one input type, one method per
# operation) and counts them per operation, so the count in the docs and notes stays honest.
# An entry point: a public `decode`, `decodeEach`, `records`, `jsonRecords`, `streamText`, `read`, `validate`, `split` or `add…`
# function, or a public initializer of a type that reads a document (XMLTree, XMLStreamReader,
# XMLSplitter, XMLFragment, ModelGenerator's samples). Deprecated spellings count: they are API.
# Usage: .ci/entry-points.sh [--list]
set -euo pipefail
cd "$(dirname "$0")/.."
# Each declaration is read with its next line, since a long signature is wrapped after `(`.
joined() { awk 'FNR > 1 { print prev_file ":" prev_line ": " prev " " $0 } { prev = $0; prev_line = FNR; prev_file = FILENAME }' "$@"; }
list=$(joined $(git ls-files 'Sources/*.swift' | grep -v '/XylemXMLCoder/') \
         | grep -E ':\s*public (mutating )?func (decode|decodeEach|records|jsonRecords|streamText|read|validate|split|add[A-Za-z]*)\b' || true)
inits=$(joined Sources/Xylem/Tree/XMLTree*.swift Sources/Xylem/Streaming/XMLTree*.swift Sources/Xylem/Streaming/XMLStreamReader*.swift \
          Sources/Xylem/Streaming/XMLSplitter*.swift Sources/Xylem/Streaming/Network/*.swift \
          Sources/Xylem/Fragments/XMLFragment.swift \
          | grep -E ':\s*public (convenience )?init[<(]' \
          | grep -E 'init(<[^>]*>)?\(\s*(data|string|contentsOf|stream|url|request|bytes|chunks|from|xml|records|_ node)' || true)
# Not inputs: Base64StreamDecoder decodes text it is handed, XMLRecord decodes a record already
# read, XMLShard describes a shard written, `decode(_:from: XMLTree.Node)` and
# `XMLFragment(_ node:)` take a node already read, and XMLSplitter's initializer takes no input
# (its `split` does, and counts).
all=$(printf '%s\n%s\n' "$list" "$inits" | sed '/^$/d' \
        | grep -vE 'Base64StreamDecoder\.swift|XMLRecord\.swift|init\(url: URL, firstRecord|from node: XMLTree\.Node|init\(_ node: XMLTree\.Node\)|init\(records path' || true)
if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "$all" | sed -E 's/^([^:]*):([0-9]+):\s*/\1:\2  /'
  echo
fi
printf '%s\n' "$all" | sed -E 's/.*(func|init)[ <(]?([A-Za-z]*).*/\1 \2/; s/^init.*/init/; s/^func //' \
  | sort | uniq -c | sort -rn
echo "total: $(printf '%s\n' "$all" | wc -l) public entry points that take an input"
