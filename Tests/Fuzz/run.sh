#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Builds the libFuzzer target (library sources + FuzzEntry.swift, with AddressSanitizer) and
# runs it for SECONDS (default 60) on a seed corpus made from the repository's test documents.
#
#   Tests/Fuzz/run.sh 1800          # half an hour
#   TARGET=differential Tests/Fuzz/run.sh 1800   # both event sources must agree (DifferentialEntry.swift)
#   FUZZ_DIR=/tmp/xylem-fuzz Tests/Fuzz/run.sh 600
#   SEED_CONFORMANCE=0 Tests/Fuzz/run.sh 600   # without the W3C suite's documents as seeds
#   FUZZ_ARGS="-fork=1 -ignore_crashes=1" Tests/Fuzz/run.sh 600   # more libFuzzer flags
#
# The W3C XML Conformance Test Suite's documents (CONFORMANCE_DIR, else the whole suite at
# ../shared/conformance/xmlconf, else the part kept in Tests/W3C/xmlconf) seed
# the corpus too (SEED_CONFORMANCE, on by default): DTDs, encodings and not-well-formed cases
# that the mutator would take a long time to build from the repository's other documents.
#
# Crashes, timeouts, leaks and out-of-memory inputs are written to $FUZZ_DIR/artifacts/;
# replay one with: $FUZZ_DIR/xylem-fuzz $FUZZ_DIR/artifacts/crash-...
# (xylem-fuzz-differential for TARGET=differential).
set -euo pipefail
SECONDS_TO_RUN="${1:-60}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
FUZZ_DIR="${FUZZ_DIR:-$ROOT/.build-fuzz}"
SWIFTC="${SWIFTC:-swiftc}"
# The entry: `default` (FuzzEntry.swift: decoder, tree, streaming reader) or `differential`
# (DifferentialEntry.swift: XMLParser and libxml2 must give the same outcome).
TARGET="${TARGET:-default}"
case "$TARGET" in
    default) ENTRY=("$ROOT/Tests/Fuzz/FuzzEntry.swift"); BINARY=xylem-fuzz ;;
    # The comparison rules are the equivalence tests' own file, compiled into this module.
    differential) ENTRY=("$ROOT/Tests/Fuzz/DifferentialEntry.swift" "$ROOT/Tests/XylemTests/Intake/SourceComparison.swift")
                  BINARY=xylem-fuzz-differential ;;
    *) echo "unknown TARGET $TARGET (default, differential)" >&2; exit 2 ;;
esac
mkdir -p "$FUZZ_DIR/corpus" "$FUZZ_DIR/seeds" "$FUZZ_DIR/artifacts"

# The binary: one module (named Xylem: the sources spell `Xylem.ListHint`), optimized, with ASan and libFuzzer's coverage instrumentation.
# The library imports the system's libxml2 (module CLibXML2) for its second event source.
mapfile -t SOURCES < <(find "$ROOT/Sources/Xylem" -name '*.swift' | sort)
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -D XYLEM_FUZZ \
    -I "$ROOT/Sources/CLibXML2" -Xcc -I/usr/include/libxml2 -lxml2 \
    -module-name Xylem "${SOURCES[@]}" "${ENTRY[@]}" \
    -o "$FUZZ_DIR/$BINARY"

# Seeds: every XML test document, cut to the length limit (whole files stay in the corpus
# only when they fit; the cut prefixes still reach deep into the grammar).
MAX_LEN="${MAX_LEN:-8192}"
for file in "$ROOT"/Examples/Data/*.xml "$ROOT"/Examples/Data/*.gpx "$ROOT"/Examples/Data/*.rss \
            "$ROOT"/Tests/JSONFixtures/documents/* "$ROOT"/Tests/XylemTests/Fixtures/*; do
    [ -f "$file" ] || continue
    head -c "$MAX_LEN" "$file" > "$FUZZ_DIR/seeds/$(basename "$file")"
done
if [ -z "${CONFORMANCE_DIR:-}" ]; then
    CONFORMANCE_DIR="$ROOT/../shared/conformance/xmlconf"
    [ -d "$CONFORMANCE_DIR" ] || CONFORMANCE_DIR="$ROOT/Tests/W3C/xmlconf"
fi
if [ -d "$CONFORMANCE_DIR" ]; then SEED_CONFORMANCE="${SEED_CONFORMANCE:-1}"; else SEED_CONFORMANCE=0; fi
if [ "$SEED_CONFORMANCE" = 1 ]; then
    mkdir -p "$FUZZ_DIR/seeds/xmlconf"
    # Named by their path in the suite (many test directories reuse the same file names).
    while IFS= read -r -d '' file; do
        name="${file#"$CONFORMANCE_DIR"/}"
        head -c "$MAX_LEN" "$file" > "$FUZZ_DIR/seeds/xmlconf/${name//\//_}"
    done < <(find "$CONFORMANCE_DIR" -type f -name '*.xml' -print0)
    echo "seeded $(find "$FUZZ_DIR/seeds/xmlconf" -type f | wc -l) documents from $CONFORMANCE_DIR" >&2
fi

# A dictionary of XML tokens helps the mutator build markup.
cat > "$FUZZ_DIR/xml.dict" <<'DICT'
"<?xml version=\"1.0\"?>"
"<?xml version=\"1.0\" encoding=\"EUC-KR\"?>"
"<?xml version=\"1.0\" encoding=\"UTF-16\"?>"
"encoding=\"windows-1251\""
"encoding=\"UTF-16\""
"encoding=\"UTF-8\""
"encoding=\"Shift_JIS\""
"encoding=\"ISO-8859-1\""
"encoding=\"UTF-32\""
"standalone=\"yes\""
"<!DOCTYPE"
"<!DOCTYPE a ["
"<!ELEMENT"
"<!ELEMENT a (#PCDATA|b)*>"
"<!ATTLIST"
"<!ATTLIST a b CDATA #IMPLIED>"
"#IMPLIED"
"#REQUIRED"
"#FIXED"
"#PCDATA"
"CDATA"
"NMTOKENS"
"NMTOKEN"
"ID"
"IDREF"
"ENTITIES"
"<!NOTATION"
"<!NOTATION n PUBLIC \"x\">"
"<!ENTITY"
"<!ENTITY e \"x\">"
"<!ENTITY % p \"x\">"
"%"
"%p;"
"SYSTEM"
"PUBLIC"
"NDATA"
"EMPTY"
"ANY"
"<![INCLUDE["
"<![IGNORE["
"]>"
"<![CDATA["
"]]>"
"<?"
"?>"
"<?pi?>"
"<!--"
"-->"
"&amp;"
"&#x10FFFF;"
"&#0;"
"&e;"
"</"
"/>"
"xmlns:"
"xmlns=\"\""
"xmlns:g=\"urn:g\""
"\xEF\xBB\xBF"
"\xFF\xFE"
"\xFE\xFF"
"\xFF\xFE\x00\x00"
"\x00\x00\xFE\xFF"
"<\x00?\x00x\x00m\x00l\x00"
"\x00<\x00?\x00x\x00m\x00l"
DICT

cd "$FUZZ_DIR"
# A crash is ASan's to report: Swift's backtracer, racing it, only adds noise.
export SWIFT_BACKTRACE=enable=no
# Known leaks in Foundation itself (see lsan.supp); everything else is reported.
export LSAN_OPTIONS="suppressions=$ROOT/Tests/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec "./$BINARY" corpus seeds -dict=xml.dict -max_len="$MAX_LEN" -timeout=10 -rss_limit_mb=2048 \
    -max_total_time="$SECONDS_TO_RUN" -artifact_prefix=artifacts/ -print_final_stats=1 ${FUZZ_ARGS:-}
