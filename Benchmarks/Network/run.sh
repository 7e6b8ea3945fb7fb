#!/bin/sh
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Streaming from the network, measured (not a CI step): a generated GPX document of SIZE_MB
# (default 200) served by a local HTTP server (python3 -m http.server on 127.0.0.1, an
# ephemeral port) to a consumer slower than the network, against the same document read from a
# file. Prints peak RSS (/usr/bin/time -v) and throughput, then the main-actor loop figures.
#
#     Benchmarks/Network/run.sh [SIZE_MB] [DELAY_US]
set -eu
SIZE_MB=${1:-200}
DELAY_US=${2:-1000}
ROOT=$(cd "$(dirname "$0")" && pwd)
swift build -c release --package-path "$ROOT" >/dev/null
BENCH="$(swift build -c release --package-path "$ROOT" --show-bin-path)/xylem-network-bench"
WORK=$(mktemp -d)
trap 'kill $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
"$BENCH" generate "$WORK/track.gpx" "$SIZE_MB"
BYTES=$(stat -c %s "$WORK/track.gpx")

python3 -u -m http.server --bind 127.0.0.1 --directory "$WORK" 0 >"$WORK/server.log" 2>&1 &
SERVER=$!
for _ in $(seq 50); do grep -q "port" "$WORK/server.log" 2>/dev/null && break; sleep 0.1; done
PORT=$(sed -n 's/.*port \([0-9]*\).*/\1/p' "$WORK/server.log" | head -1)
URL="http://127.0.0.1:$PORT/track.gpx"

run() {  # label, arguments...
    label=$1; shift
    /usr/bin/time -v "$BENCH" records "$@" 2>"$WORK/time.log" | tr '\n' ' '
    echo "peak RSS $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$WORK/time.log") KB  [$label]"
}

echo "document: $BYTES bytes"
for parser in foundation libxml2; do
    echo "-- $parser, slow consumer (${DELAY_US} us every 100 records)"
    run "file, slow" --file "$WORK/track.gpx" --delay-us "$DELAY_US" --parser "$parser"
    run "http, slow" --url "$URL" --size "$BYTES" --delay-us "$DELAY_US" --parser "$parser"
    run "XMLByteFeed from a delegate on an inline queue (the guide's), slow" --feed "$URL" --size "$BYTES" --delay-us "$DELAY_US" --parser "$parser" --feed-queue inline
    run "XMLByteFeed from a delegate on a default queue, slow" --feed "$URL" --size "$BYTES" --delay-us "$DELAY_US" --parser "$parser"
    echo "-- $parser, throughput (no delay)"
    run "file" --file "$WORK/track.gpx" --parser "$parser"
    run "http" --url "$URL" --size "$BYTES" --parser "$parser"
done
echo "-- main actor (libxml2, file)"
run "detached task" --file "$WORK/track.gpx" --parser libxml2 --loop detached
run "main actor, next(isolation:)" --file "$WORK/track.gpx" --parser libxml2 --loop main
run "main actor, next() per record" --file "$WORK/track.gpx" --parser libxml2 --loop main-per-record
