#!/bin/sh
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Peak memory of the `xylem` command on a generated ~200 MB export (Xylem.docc/Tree.md, "Big files"):
# `json --records`, `query` (and `query --xml`), `dump` and `dump --depth 3`, measured with /usr/bin/time -v, and
# how long `dump | head -5` takes. The file is generated, not kept in the repository.
#
#   Benchmarks/Scripts/xylem-command-memory.sh [MEGABYTES]      (from the package's root; default 200)
set -eu
megabytes=${1:-200}
swift build -c release --product xylem >/dev/null
xylem=$(swift build -c release --show-bin-path)/xylem
file=${TMPDIR:-/tmp}/xylem-export-$megabytes.xml

# A public-data export: a header, then <item> records of ten fields (one with an attribute)
# inside <items>, as one response/body, like Examples/Data/election-schedule.xml grown large.
python3 - "$file" "$megabytes" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
with open(path, "w", encoding="utf-8") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<response>\n  <header><resultCode>INFO-00</resultCode>'
              '<resultMsg>NORMAL SERVICE</resultMsg></header>\n  <body>\n    <items>\n')
    n = 0
    while out.tell() < megabytes * 1_000_000:
        n += 1
        out.write(f'      <item seq="{n}"><num>{n}</num><sgId>2018{n % 10000:04d}</sgId>'
                  f'<sgName>제{n % 20}회 전국동시지방선거 &amp; 재보궐</sgName><sgTypecode>{n % 11}</sgTypecode>'
                  f'<sgVotedate>2018{n % 12 + 1:02d}{n % 28 + 1:02d}</sgVotedate>'
                  f'<place kind="school">Escola Municipal {n % 997}</place><voters>{n * 37 % 100000}</voters>'
                  f'<turnout>{n % 100}.{n % 7}</turnout><note><![CDATA[<b>row</b> {n}]]></note></item>\n')
    out.write(f'    </items>\n    <totalCount>{n}</totalCount>\n  </body>\n</response>\n')
PY
ls -l "$file"

peak() {
    label=$1; shift
    /usr/bin/time -v "$@" >/dev/null 2>"$file.time" || { cat "$file.time"; exit 1; }
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$file.time")
    seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$file.time")
    echo "$label: peak RSS $((kb / 1024)) MB ($kb KB), $seconds"
}
peak "json --records response/body/items/item" "$xylem" json "$file" --records response/body/items/item
peak "query response/body/items/item/sgName" "$xylem" query "$file" response/body/items/item/sgName
peak "query response/body/items/item/@seq" "$xylem" query "$file" response/body/items/item/@seq
peak "query response/body/items/item --xml" "$xylem" query "$file" response/body/items/item --xml
peak "dump" "$xylem" dump "$file"
peak "dump --depth 3" "$xylem" dump "$file" --depth 3
peak "dump response/body/items/item" "$xylem" dump "$file" response/body/items/item

start=$(date +%s%N)
"$xylem" dump "$file" | head -5 >/dev/null
end=$(date +%s%N)
echo "dump | head -5: $(( (end - start) / 1000000 )) ms"
rm -f "$file" "$file.time"
