#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# DocC: the documentation of the library products (Xylem, XylemModels, XylemXMLCoder), built with
# the toolchain's own `docc` (no package dependency), as the Swift Package Index builds it from
# the catalogs in Sources/<target>/<target>.docc. Fails on any docc warning (a broken <doc:>
# link or ``symbol`` link, an undocumented parameter, ...), on a public symbol without a
# documentation comment (docc's documentation coverage below 100%), and on a type that no topic
# group lists. The archives are left in .build/docc (or $DOCC_OUTPUT).
#
#     .ci/docc.sh            (run by .ci/run, after the debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
modules=(Xylem XylemModels XylemXMLCoder)
out="${DOCC_OUTPUT:-.build/docc}"
rm -rf "$out"
mkdir -p "$out"

# Symbol graphs of the public API (synthesized members such as Equatable's `!=` belong to the
# standard library's documentation, so they are left out). dump-symbol-graph builds with the
# debug configuration `swift build` uses, so after that build it compiles nothing again.
if ! swift package dump-symbol-graph --skip-synthesized-members > "$out/dump.log" 2>&1; then
    cat "$out/dump.log"
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$out/dump.log" | tail -1)
if [ ! -d "$graphs" ]; then
    cat "$out/dump.log"
    echo "docc.sh: no symbol graph directory in dump-symbol-graph's output" >&2
    exit 1
fi
swift .ci/check-docs.swift graphs "$graphs" "$out/symbol-graphs" "${modules[@]}"

status=0
archives=()
for module in "${modules[@]}"; do
    echo "== docc convert Sources/$module/$module.docc"
    log="$out/$module.log"
    if ! docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
        --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --experimental-documentation-coverage --coverage-summary-level brief \
        --warnings-as-errors > "$log" 2>&1; then
        status=1
    fi
    cat "$log"
    if grep -qE '^(warning|error):' "$log"; then
        echo "docc.sh: $module: docc reported the problems above" >&2
        status=1
    fi
    archives+=("$out/$module.doccarchive")
done
[ "$status" = 0 ] || exit 1
swift .ci/check-docs.swift coverage "${archives[@]}"
